import Foundation
import LuaBridge
import Testing
@testable import StageLua

/// What `help(x)` prints for every declaration has no hole where a value belongs: no `-->` with
/// nothing after it in an example, no "Default ." with an empty default, no `= ` with nothing
/// after it in a signature or an option list. (That the examples print what their `-->` says is
/// ExamplesTests and DocExamplesTests.)
@Suite struct HelpTextTests {
    static var texts: [(String, String)] { texts(of: ExamplesTests.registries) }

    static func texts(of registries: [APIRegistry]) -> [(String, String)] {
        var out: [(String, String)] = []
        for registry in registries {
            for m in registry.modules {
                out.append((m.path, APIHelp.text(for: m)))
                for f in m.functions { out.append((m.path + "." + f.name, APIHelp.text(for: f, owner: m.path, isMethod: false))) }
                for p in m.properties { out.append((m.path + "." + p.name, APIHelp.text(for: p, owner: m.path))) }
            }
            for t in registry.types {
                out.append((t.name, APIHelp.text(for: t)))
                for f in t.methods { out.append((t.name + ":" + f.name, APIHelp.text(for: f, owner: t.name, isMethod: true))) }
                for p in t.properties { out.append((t.name + "." + p.name, APIHelp.text(for: p, owner: t.name))) }
            }
        }
        return out
    }

    @Test func noHelpTextHasAnEmptyValue() {
        let texts = Self.texts
        #expect(texts.count > 90)
        Self.checkNoEmptyValue(texts)
    }

    static func checkNoEmptyValue(_ texts: [(String, String)]) {
        for (name, text) in texts {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if let r = line.range(of: "-->") {
                    #expect(!line[r.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty,
                            "help(\"\(name)\"): `-->` with nothing after it: \(line)")
                }
                #expect(!line.contains("Default ."), "help(\"\(name)\"): \(line)")
                #expect(!line.hasSuffix(" = ") && !line.contains(" = ,") && !line.contains(" = )"),
                        "help(\"\(name)\"): an empty default: \(line)")
            }
        }
    }
}
