import Foundation
import PackagePlugin

/// Embeds every `stdlib/**/*.lua` file of the package into the target as Swift source, so the
/// `understudy` binary works when copied anywhere (no files beside it to find at run time).
@main
struct EmbedStdlib: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let stdlib = context.package.directoryURL.appendingPathComponent("stdlib")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: stdlib, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "lua" {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedStdlib.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) stdlib modules",
                executable: try context.tool(named: "stdlib-embed").url,
                arguments: [stdlib.path, output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
