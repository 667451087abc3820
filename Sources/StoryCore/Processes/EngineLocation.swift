import Foundation

/// Where a separate engine program is: the one storychop.yml names (`transcriber:`,
/// `book_engine:`), else the one `scripts/install-deps.sh` installs under the user's data folder.
public enum EngineLocation {
    /// `${XDG_DATA_HOME:-~/.local/share}/storychop/<folder>/<program>`; an XDG_DATA_HOME that
    /// is not an absolute path is ignored, as the XDG spec says.
    public static func installed(folder: String, program: String,
                                 environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        return data + "/storychop/\(folder)/\(program)"
    }

    /// A path storychop.yml gives: absolute, from the home folder (`~/`), or relative to the archive.
    public static func resolve(_ configured: String, in root: URL) -> String {
        if configured.hasPrefix("~/") { return NSHomeDirectory() + configured.dropFirst() }
        if configured.hasPrefix("/") { return configured }
        return root.appendingPathComponent(configured).path
    }
}
