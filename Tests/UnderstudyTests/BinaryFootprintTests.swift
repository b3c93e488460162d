import Foundation
import TestSupport
import Testing

/// The interpreter's start-up is a measured target (bench/RESULTS.md): linking Foundation (and
/// its ICU data) into the statically linked binary tripled it once, through one
/// `FileManager.default.currentDirectoryPath`. No module the binary links may import it.
@Suite struct BinaryFootprintTests {
    @Test func noLinkedModuleImportsFoundation() throws {
        let root = Repository.root
        let sources = root.appendingPathComponent("Sources")
        // stdlib-embed is the build plugin's tool; it is not linked into understudy.
        let linked = ["CLuaShim", "LuaBridge", "StageKit", "StageLua", "UnderstudyStdlib", "understudy"]
        var offenders: [String] = []
        for module in linked {
            let dir = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: dir.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where line.contains("import Foundation") || line.contains("import FoundationEssentials") {
                    if !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { offenders.append("\(module)/\(file)") }
                }
            }
        }
        #expect(offenders.isEmpty, "these import Foundation: \(offenders)")
    }

    /// libedit (and the libtinfo, libbsd and libmd it needs) is loaded by the terminal REPL
    /// only (`CEdit`): a script's process never maps it.
    @Test func aScriptDoesNotLoadTheLineEditor() throws {
        let r = try CLI.run(CLI.binary, ["-e", "io.write(io.open('/proc/self/maps'):read('a'))"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("liblua5.4"), "the maps should list liblua: \(r.stdout.prefix(400))")
        for library in ["libedit", "libtinfo", "libbsd"] {
            #expect(!r.stdout.contains(library), "\(library) is mapped in a script's process")
        }
    }
}
