import Foundation
import TestSupport
import Testing

/// The SVG pictures checked as a person looks at them: every component's scenario script
/// (scripts/*.lua) runs under `capture.lua`, which saves the screen's SVG at each moment; a few
/// telling moments per script are laid side by side in a page, Chromium (headless, Debian's
/// `chromium` package) screenshots it, and the PNG is compared with the reviewed reference in
/// References/ (a small tolerance absorbs anti-aliasing). The timelines get the same treatment.
///
/// After an intended change: `UPDATE_PICTURES=1 swift test --filter PictureTests`, then look at
/// every rewritten PNG before committing it. A mismatch leaves the new picture in
/// .build/pictures/ to look at.
@Suite struct PictureTests {
    /// One reference picture: moments of one script (files written by capture.lua, shown at
    /// `scale`), side by side, or stacked for timelines.
    struct Case: CustomStringConvertible {
        var name: String
        var script: String
        var moments: [String]
        var scale: Double = 0.6
        var stacked = false
        var description: String { name }
    }

    static let cases: [Case] = [
        // Skype mid-present (the jelly's curved top), Tweetbot (presenter scaled), Twitter (header, avatars).
        Case(name: "actionsheets-1", script: "scripts/actionsheets.lua", moments: ["r2-t0.100", "r3-t1.000", "r4-t1.000"]),
        // YouTube, Periscope (its colors, destructive red), Spotify (dark, header image, cancel bar).
        Case(name: "actionsheets-2", script: "scripts/actionsheets.lua", moments: ["r5-t1.000", "r6-t1.000", "r7-t1.000"]),
        // A default sheet over a table: the table scaled to 0.9 behind the dim, an image, a red destructive row, an ellipsized title.
        Case(name: "sheet-over-table", script: "Tests/PictureTests/Scripts/sheet_over_table.lua", moments: ["r1-t1.000"]),
        // Swipe: the open row's buttons, the left selection expansion, a destructive delete collapsing.
        Case(name: "swipe", script: "scripts/mail.lua", moments: ["r2-t1.200", "r2-t2.400", "r2-t3.850"]),
        // Popups: a centered ad over its backdrop; the login and the toasts queued at the top.
        Case(name: "popups", script: "scripts/launch_popups.lua", moments: ["r2-t2.000", "r2-t3.900"]),
        // Popup bar: presented over the tab bar (image, progress, buttons), open, mid-close.
        Case(name: "popupbar", script: "scripts/music.lua", moments: ["r1-t0.500", "r1-t40.300", "r1-t43.350"]),
        // A whole app: the rate-us popup over the inbox and the bars at launch, a row swiped open, the
        // More sheet over the popup bar with a toast popped above it.
        Case(name: "app", script: "scripts/app.lua", moments: ["r1-t0.500", "r1-t2.200", "r1-t3.700"]),
        // Issue 27's picture glitches, close-ups (Tests/PictureTests/Scripts/glitches.lua): a row's label slides with
        // the row both ways, cut at the table's edge (right actions open, then left actions open).
        Case(name: "swipe-label-slides", script: "Tests/PictureTests/Scripts/glitches.lua", moments: ["r2-t1.200-crop", "r2-t2.400-crop"], scale: 1, stacked: true),
        // Periscope's long header on the three lines its height (contentHeight 205.2) is sized for, the block centered.
        Case(name: "periscope-header-wraps", script: "Tests/PictureTests/Scripts/glitches.lua", moments: ["r3-t1.000-crop"], scale: 1),
        // Spotify's cancel bar over the last row: 80 % black (the library's default), so "Start radio"
        // shows through faintly, as in the library's demo; reviewed as faithful.
        Case(name: "spotify-cancel-bar", script: "Tests/PictureTests/Scripts/glitches.lua", moments: ["r4-t1.000-crop"], scale: 1),
        // Popup bar image buttons as SF Symbols glyphs: heart, backward/play/forward.fill; heart.fill,
        // pause.fill, xmark, ellipsis; ellipsis.circle, backward.end.fill, xmark.circle.fill, an unknown name.
        Case(name: "popupbar-symbols", script: "Tests/PictureTests/Scripts/glitches.lua", moments: ["r5-t1.000-crop", "r5-t2.000-crop", "r5-t3.000-crop"], scale: 1.5, stacked: true),
        // An iPad (Tests/PictureTests/Scripts/ipad_text_size.lua): UIKit's 50-pt navigation bar and tab bar
        // since iOS 12, the 24-pt status bar and 20-pt home indicator inset, the wide floating bar.
        Case(name: "ipad-bars", script: "Tests/PictureTests/Scripts/ipad_text_size.lua", moments: ["r2-t1.000"], scale: 0.5),
        // Dynamic Type at the largest accessibility size: the popup bar 42 pt taller, its title and
        // subtitle in UIFontMetrics-scaled fonts, the title then scrolling as a marquee.
        Case(name: "popupbar-dynamic-type", script: "Tests/PictureTests/Scripts/ipad_text_size.lua", moments: ["r3-t1.000-crop", "r3-t4.000-crop"],
             scale: 1, stacked: true),
        // Views (Tests/PictureTests/Scripts/views.lua): labels in text styles, buttons (plain, disabled,
        // highlighted mid-press, image only), image views' glyphs and a named image, switches.
        Case(name: "views-kinds", script: "Tests/PictureTests/Scripts/views.lua", moments: ["r1-t0.250-crop"], scale: 1),
        // A stack view with margins, fillEqually buttons and a wrapping label; a scroll view's rows cut at its bounds.
        Case(name: "views-layout", script: "Tests/PictureTests/Scripts/views.lua", moments: ["r2-t1.000-crop"], scale: 1),
        // A podcast app (scripts/podcast.lua): What's new's custom view over the list of cells with
        // their '…' buttons; an episode's sheet; the full player (the content controller's view).
        Case(name: "podcast", script: "scripts/podcast.lua", moments: ["r1-t1.000", "r1-t4.000", "r1-t6.000"]),
        // Issue 39's large title over a plain table at offsets 0, 26 and 60: the 96-pt bar with no shadow
        // (scroll-edge appearance), half collapsed (70 pt), the 44-pt inline bar in the standard appearance.
        Case(name: "large-title", script: "Tests/PictureTests/Scripts/large_title.lua", moments: ["r1-t1.000", "r1-t2.000", "r1-t3.000"]),
        // Rotation (Tests/PictureTests/Scripts/rotation.lua): a podcast app turned with a row open, the
        // row at −(P + 59) with Delete under the Dynamic Island's inset, the labels inside the safe
        // area, the mini-player on the 32-pt tab bar, no status bar.
        Case(name: "rotation-swipe-popupbar", script: "Tests/PictureTests/Scripts/rotation.lua", moments: ["r1-t1.000", "r1-t2.000"],
             scale: 0.5),
        // Spotify's sheet turned: rows inset 59 pt each side, the cancel bar 13 pt above the bottom edge.
        Case(name: "rotation-sheet", script: "Tests/PictureTests/Scripts/rotation.lua", moments: ["r2-t2.000"], scale: 0.6),
        // Popups turned: centered and bottom ones laid out again, one with isObserverScreenRotation off where it was.
        Case(name: "rotation-popups", script: "Tests/PictureTests/Scripts/rotation.lua", moments: ["r3-t2.000"], scale: 0.6),
        // The podcast app turned (scripts/podcast.lua's last part): a row open under an episode's sheet, the
        // sleep timer popped over it, the mini-player; cells' content inside the 59-pt insets.
        Case(name: "rotation-podcast", script: "scripts/podcast.lua", moments: ["r1-t19.100"], scale: 0.6),
        // An iPad turned: the same bars and insets, the floating bar wider, an open row.
        Case(name: "rotation-ipad", script: "Tests/PictureTests/Scripts/rotation.lua", moments: ["r4-t2.000"], scale: 0.4),
        // Timelines: labels, phases, same-instant stacks.
        Case(name: "timelines", script: "scripts/actionsheets.lua", moments: ["r2-timeline", "r4-timeline"], scale: 1, stacked: true),
        // Popups suspended behind a later one: their stretches hatched until resumed.
        Case(name: "timeline-popups", script: "scripts/launch_popups.lua", moments: ["r2-timeline"], scale: 1, stacked: true),
        Case(name: "timeline-popupbar", script: "scripts/tour.lua", moments: ["r7-timeline"], scale: 1, stacked: true),
        // A full-swipe delete: with the lanes full, its later events join the last label (fill, handler, ...).
        Case(name: "timeline-swipe", script: "scripts/mail.lua", moments: ["r2-timeline"], scale: 1, stacked: true),
    ]

    static let root = Repository.root
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The `understudy` built beside this test bundle.
    static let understudy = Repository.builtProduct("understudy")

    static var chromium: String? { InstalledTool.chromium }

    /// Captures per script, made once (several cases share a script).
    final class Captures: @unchecked Sendable {
        let lock = NSLock()
        var dirs: [String: URL] = [:]
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("understudy-pictures-\(getpid())")
    }
    static let captures = Captures()

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let r = try ChildProcess.run(executable, arguments, in: root)
        return (r.status, r.stdout + r.stderr)
    }

    static func captured(_ script: String) throws -> URL {
        captures.lock.lock()
        defer { captures.lock.unlock() }
        if let d = captures.dirs[script] { return d }
        let dir = captures.base.appendingPathComponent(script.replacingOccurrences(of: "/", with: "_"))
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let r = try run(understudy, [here.appendingPathComponent("Scripts/capture.lua").path, dir.path, script])
        guard r.status == 0 else { throw PNG.Failure("\(script) failed under capture.lua:\n\(r.output)") }
        captures.dirs[script] = dir
        return dir
    }

    /// The SVG's own size (its width and height attributes).
    static func size(ofSVG text: String) -> (Double, Double) {
        func attribute(_ name: String) -> Double {
            guard let r = text.range(of: " \(name)=\"") else { return 0 }
            let rest = text[r.upperBound...]
            return Double(rest.prefix { $0 != "\"" }) ?? 0
        }
        return (attribute("width"), attribute("height"))
    }

    /// Renders a case to PNG in headless Chromium.
    static func screenshot(_ c: Case, chromium: String) throws -> PNG {
        let dir = try captured(c.script)
        var boxes: [(String, Double, Double)] = []
        for m in c.moments {
            let file = dir.appendingPathComponent(m + ".svg")
            guard let svg = try? String(contentsOf: file, encoding: .utf8) else {
                let have = (try? FileManager.default.contentsOfDirectory(atPath: dir.path).sorted().joined(separator: " ")) ?? ""
                throw PNG.Failure("\(c.script) has no moment \(m) (captured: \(have)); the script changed: pick moments again")
            }
            let (w, h) = size(ofSVG: svg)
            boxes.append((file.lastPathComponent, (w * c.scale).rounded(), (h * c.scale).rounded()))
        }
        let gap = 8.0
        let width = c.stacked ? (boxes.map(\.1).max() ?? 0) + 2 * gap
            : boxes.map(\.1).reduce(0, +) + gap * Double(boxes.count + 1)
        let height = c.stacked ? boxes.map(\.2).reduce(0, +) + gap * Double(boxes.count + 1)
            : (boxes.map(\.2).max() ?? 0) + 2 * gap
        var html = "<!doctype html><html><head><meta charset=\"utf-8\"></head>"
            + "<body style=\"margin:0;background:#FFFFFF\"><div style=\"display:flex;flex-direction:\(c.stacked ? "column" : "row");"
            + "gap:\(Int(gap))px;padding:\(Int(gap))px;align-items:flex-start\">"
        for (file, w, h) in boxes { html += "<img src=\"\(file)\" width=\"\(Int(w))\" height=\"\(Int(h))\">" }
        html += "</div></body></html>\n"
        let page = dir.appendingPathComponent(c.name + ".html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        let png = dir.appendingPathComponent(c.name + ".png")
        try? FileManager.default.removeItem(at: png)
        let profile = dir.appendingPathComponent("profile-" + c.name)
        let r = try run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                                   "--force-device-scale-factor=1", "--user-data-dir=" + profile.path,
                                   "--screenshot=" + png.path, "--window-size=\(Int(width)),\(Int(height))", page.absoluteString])
        guard let data = try? Data(contentsOf: png) else {
            throw PNG.Failure("chromium wrote no screenshot (exit \(r.status)):\n\(r.output.suffix(2000))")
        }
        return try PNG(data: data)
    }

    @Test(arguments: cases) func pictureMatchesItsReference(_ c: Case) throws {
        guard let chromium = PictureTests.chromium else {
            Issue.record("""
                chromium is not installed: the picture tests render the SVGs in headless Chromium. \
                Install it with `make test-deps` (Debian: apt-get install chromium fonts-liberation), \
                or point CHROMIUM at the browser.
                """)
            return
        }
        let actual = try PictureTests.screenshot(c, chromium: chromium)
        let reference = PictureTests.here.appendingPathComponent("References/\(c.name).png")
        let shot = PictureTests.captures.dirs[c.script]?.appendingPathComponent(c.name + ".png")
        if ProcessInfo.processInfo.environment["UPDATE_PICTURES"] == "1", let shot {
            try? FileManager.default.removeItem(at: reference)
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: shot, to: reference)
            return
        }
        guard let data = try? Data(contentsOf: reference) else {
            Issue.record("no reference picture \(reference.path): run UPDATE_PICTURES=1 swift test --filter PictureTests and look at it")
            return
        }
        let expected = try PNG(data: data)
        let diff = PNG.difference(actual, expected)
        let keep = PictureTests.root.appendingPathComponent(".build/pictures/\(c.name).png")
        if diff == nil || diff.map({ $0.fraction > 0.003 }) == true, let shot {
            try? FileManager.default.createDirectory(at: keep.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: keep)
            try? FileManager.default.copyItem(at: shot, to: keep)
        }
        guard let diff else {
            Issue.record("\(c.name): \(actual.width)x\(actual.height), the reference is \(expected.width)x\(expected.height) (new picture: \(keep.path))")
            return
        }
        #expect(diff.fraction <= 0.003,
                "\(c.name): \(diff.pixels) pixels (\(Fmt.percent(diff.fraction))) differ from References/\(c.name).png; the new picture is \(keep.path)")
    }

    /// The decoder reads what it must: a reference decodes to its size with opaque pixels, and
    /// two different references differ.
    @Test func decoderReadsTheReferences() throws {
        let a = try PNG(data: Data(contentsOf: PictureTests.here.appendingPathComponent("References/actionsheets-1.png")))
        let b = try PNG(data: Data(contentsOf: PictureTests.here.appendingPathComponent("References/actionsheets-2.png")))
        #expect(a.width > 500 && a.height > 400)
        #expect(a.pixel(x: 0, y: 0) == (255, 255, 255, 255))
        #expect(PNG.difference(a, a)?.pixels == 0)
        #expect((PNG.difference(a, b)?.fraction ?? 1) > 0.01)
        #expect(throws: PNG.Failure.self) { try PNG(data: Data("not a png".utf8)) }
    }
}

enum Fmt {
    static func percent(_ f: Double) -> String { String(format: "%.2f %%", f * 100) }
}
