import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`
/// (messages are JSON ended by a NUL byte; Chromium reads fd 3 and writes fd 4), so a test can
/// open a page, run script in it, press keys and take screenshots without a WebSocket.
///
/// ```swift
/// let browser = try HeadlessChromium()
/// defer { browser.close() }
/// try browser.open("file:///tmp/report/index.html")
/// let title = try browser.evaluate("document.title") as? String
/// ```
final class HeadlessChromium {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Chromium: $CHROMIUM, or `chromium` / `chromium-browser` on the PATH.
    static var executable: String? { InstalledTool.chromium }

    private var pid: pid_t = 0
    private var toBrowser: Int32 = -1
    private var fromBrowser: Int32 = -1
    private var buffer: [UInt8] = []
    private var nextID = 1
    private var session: String?
    private let profile: URL
    /// Seconds any one reply may take.
    var timeout: Double = 30

    init(width: Int = 1400, height: Int = 1000) throws {
        guard let exe = HeadlessChromium.executable else { throw Failure(description: "no chromium on the PATH (make test-deps installs it)") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0], replies: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        let devnull = Glibc.open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, devnull, 2)
        let args = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                    "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "about:blank"]
        var argv: [UnsafeMutablePointer<CChar>?] = args.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let status = posix_spawn(&pid, exe, &actions, nil, &argv, environ)
        Glibc.close(devnull)
        Glibc.close(commands[0])
        Glibc.close(replies[1])
        toBrowser = commands[1]
        fromBrowser = replies[0]
        guard status == 0 else { throw Failure(description: "cannot start \(exe): \(String(cString: strerror(status)))") }
        let target = try send("Target.createTarget", ["url": "about:blank"], inPage: false)
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target: \(target)") }
        let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true], inPage: false)
        session = attached["sessionId"] as? String
        _ = try send("Page.enable")
        _ = try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit { close() }

    /// Ends Chromium and removes its profile.
    func close() {
        if toBrowser >= 0 { Glibc.close(toBrowser); toBrowser = -1 }
        if fromBrowser >= 0 { Glibc.close(fromBrowser); fromBrowser = -1 }
        if pid > 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            pid = 0
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Loads `url` and waits until its document has loaded.
    func open(_ url: String) throws {
        _ = try send("Page.navigate", ["url": url])
        try waitUntil("document.readyState === 'complete'")
    }

    /// The value of `expression` in the page (promises awaited), as JSON turns it into Foundation values.
    func evaluate(_ expression: String) throws -> Any? {
        let reply = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = reply["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (reply["result"] as? [String: Any])?["value"]
    }

    /// Waits (at most `timeout` seconds) until `condition` is true in the page.
    func waitUntil(_ condition: String) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate("!!(\(condition))") as? Bool == true { return }
            usleep(20_000)
        }
        throw Failure(description: "timed out waiting for \(condition)")
    }

    /// Presses a key (DOM `key` name, e.g. "ArrowRight") in the focused element.
    func press(_ key: String, code: Int) throws {
        for type in ["keyDown", "keyUp"] {
            _ = try send("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
        }
    }

    /// A PNG of the page's viewport (or of the whole page when `full`).
    func screenshot(full: Bool = false) throws -> Data {
        var params: [String: Any] = ["format": "png"]
        if full { params["captureBeyondViewport"] = true }
        let reply = try send("Page.captureScreenshot", params)
        guard let b64 = reply["data"] as? String, let data = Data(base64Encoded: b64) else { throw Failure(description: "no screenshot") }
        return data
    }

    /// Sends one command and returns its result, skipping the events that arrive meanwhile.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], inPage: Bool = true) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if inPage, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "Chromium closed its pipe (\(method))") }
            sent += n
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try readMessage(until: deadline, waitingFor: method)
            guard reply["id"] as? Int == id else { continue }
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage(until deadline: Date, waitingFor method: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let body = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "no reply to \(method) in \(timeout) s") }
            var fds = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, Int32(min(left, 1) * 1000)) >= 0 else { throw Failure(description: "poll failed") }
            guard fds.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(fromBrowser, &chunk, chunk.count)
            guard n > 0 else { throw Failure(description: "Chromium exited while waiting for \(method)") }
            buffer += chunk[..<n]
        }
    }
}
