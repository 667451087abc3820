/// Checks a ZIP entry name before anything touches the disk, for both reading and writing.
///
/// A name is accepted only as a plain relative path: no leading `/`, no drive letter, no `.`,
/// `..` or empty parts, no control characters. `\` counts as a separator too: libarchive already
/// turns it into `/` for Windows-made ZIPs, and checking both keeps us safe if it ever does not.
enum ZipEntryPath {
    /// Why a name was refused; `phrase` completes "the ZIP holds an entry 'X' that …".
    enum Problem: Error, Equatable {
        case empty, absolute, parentComponent, currentComponent, emptyComponent, controlCharacter

        var phrase: String {
            switch self {
            case .empty: return "has no name"
            case .absolute: return "is an absolute path, outside the folder"
            case .parentComponent: return "points outside the folder"
            case .currentComponent: return "has a '.' part in its path"
            case .emptyComponent: return "has an empty part ('//') in its path"
            case .controlCharacter: return "has control characters in its name"
            }
        }
    }

    /// A checked name: its parts, and whether it named a folder (ended in `/`).
    struct Checked: Equatable {
        var components: [String]
        var isDirectory: Bool
        /// The parts joined with `/`, without a trailing `/`.
        var path: String { components.joined(separator: "/") }
    }

    static func check(_ name: String) throws(Problem) -> Checked {
        var body = Substring(name)
        let isDirectory = body.hasSuffix("/")
        if isDirectory { body = body.dropLast() }
        guard !body.isEmpty else { throw .empty }
        if body.first == "/" || body.first == "\\" || hasDriveLetter(body) { throw .absolute }
        if body.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw .controlCharacter
        }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "\\", omittingEmptySubsequences: false) }
        var components: [String] = []
        for part in parts {
            switch part {
            case "": throw .emptyComponent
            case ".": throw .currentComponent
            case "..": throw .parentComponent
            default: components.append(String(part))
            }
        }
        return Checked(components: components, isDirectory: isDirectory)
    }

    /// `C:` at the start: harmless on Linux, but a Windows tool would write outside the folder.
    private static func hasDriveLetter(_ body: Substring) -> Bool {
        let scalars = Array(body.unicodeScalars.prefix(2))
        guard scalars.count == 2, scalars[1] == ":" else { return false }
        return scalars[0].isASCII && scalars[0].properties.isAlphabetic
    }
}
