import Foundation
import PackagePlugin

/// Runs EmbedResources over the package's Templates/ and Themes/ before the target compiles,
/// so editing a template rebuilds the binary with it.
@main
struct EmbedResourcesPlugin: BuildToolPlugin {
    static let folders = ["Templates", "Themes"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = []
        for folder in Self.folders {
            let base = root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = walker?.nextObject() as? URL {
                if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { inputs.append(url) }
            }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
        return [.buildCommand(
            displayName: "Embedding \(Self.folders.joined(separator: " and ")) into \(target.name)",
            executable: try context.tool(named: "EmbedResources").url,
            arguments: [output.path, root.path] + Self.folders,
            inputFiles: inputs,
            outputFiles: [output])]
    }
}
