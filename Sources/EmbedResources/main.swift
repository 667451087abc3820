// Build tool: turns the text files under the given folders (Templates/, Themes/) into one Swift
// source file, so the built-in templates and themes live inside the storychop binary and it
// runs anywhere without a resources folder beside it.
//
//   EmbedResources OUTPUT.swift PACKAGE_ROOT FOLDER...
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: EmbedResources OUTPUT.swift PACKAGE_ROOT FOLDER...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[1])
let root = URL(fileURLWithPath: arguments[2])

var files: [(String, String)] = []
for folder in arguments[3...] {
    let base = root.appendingPathComponent(folder)
    guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
    while let relative = walker.nextObject() as? String {
        let path = base.appendingPathComponent(relative).path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            FileHandle.standardError.write(Data("error: \(path): not UTF-8 text; only text files can be built in\n".utf8))
            exit(1)
        }
        files.append((folder + "/" + relative, text))
    }
}
files.sort { $0.0 < $1.0 }

/// A raw string literal delimiter longer than any run of `#` after a quote or a backslash in
/// the text, so neither `"#` nor `\#(` inside a template can end the literal or interpolate.
func delimiter(for text: String) -> String {
    var longest = 0
    var run = 0
    var afterSpecial = false
    for character in text {
        if character == "#", afterSpecial || run > 0 {
            run += 1
            longest = max(longest, run)
        } else {
            run = 0
        }
        afterSpecial = character == "\"" || character == "\\"
    }
    return String(repeating: "#", count: longest + 1)
}

/// FNV-1a over the text's UTF-8, 64 bits in hex: what stands for a built-in file in the
/// digest of a build's settings, so a build does not hash the built-in texts again each time.
/// (Only StoryChop's own files are fingerprinted so, and each changes only with a new binary.)
func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

var source = "// Generated at build time by EmbedResources from \(arguments[3...].joined(separator: ", ")). Do not edit.\n"
source += "enum EmbeddedResources {\n    /// Path (e.g. `Templates/base.mustache`) → contents.\n    static let files: [String: String] = [\n"
for (path, text) in files {
    let hashes = delimiter(for: text)
    source += "        \(hashes)\"\(path)\"\(hashes): \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
}
source += "    ]\n\n    /// Path → `fingerprint` of its contents.\n    static let fingerprints: [String: String] = [\n"
for (path, text) in files {
    let hashes = delimiter(for: path)
    source += "        \(hashes)\"\(path)\"\(hashes): \"\(fingerprint(text))\",\n"
}
source += "    ]\n}\n"

do {
    let existing = try? String(contentsOf: output, encoding: .utf8)
    if existing != source { try source.write(to: output, atomically: true, encoding: .utf8) }
} catch {
    FileHandle.standardError.write(Data("error: \(output.path): \(error)\n".utf8))
    exit(1)
}
