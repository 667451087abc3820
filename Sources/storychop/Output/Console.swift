import Foundation
import StoryCore
import StoryArchive

/// Where the CLI's words go: results on standard output; errors, warnings and the progress
/// line on standard error, so `storychop list --json > stories.json` stays clean.
struct Console {
    /// `--quiet`: only errors.
    var quiet = false
    /// A progress line is drawn only for a person watching a terminal.
    let interactive = isatty(STDERR_FILENO) != 0

    func say(_ line: String) {
        guard !quiet else { return }
        print(Self.printable(line))
    }

    /// `error: FILE: what — what to do`
    func error(_ error: any StorychopError) {
        clearProgress()
        FileHandle.standardError.write(Data("error: \(Self.printable(error.description))\n".utf8))
    }

    /// `error: what — what to do`, for a failure that is no single error (damaged recordings).
    func error(_ message: String, hint: String) {
        clearProgress()
        FileHandle.standardError.write(Data("error: \(Self.printable(message + " — " + hint))\n".utf8))
    }

    func warning(file: String?, _ message: String) {
        guard !quiet else { return }
        clearProgress()
        let place = file.map { "\($0): " } ?? ""
        FileHandle.standardError.write(Data("warning: \(Self.printable(place + message))\n".utf8))
    }

    /// One line of output with each control character but tab shown as `\u{1B}`: a file name
    /// holding a terminal escape or a line break cannot move the cursor, colour the screen or
    /// forge a line of its own ("All good"). Every line the CLI prints is one line.
    static func printable(_ text: String) -> String {
        text.replacingScalars { scalar in
            let value = scalar.value
            guard value < 0x20 && scalar != "\t" || (0x7F...0x9F).contains(value) else { return nil }
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }

    /// Redraws one line in place: `[12/40] how-we-met.m4a`.
    func progress(_ text: String) {
        guard interactive, !quiet else { return }
        let width = 78
        let text = Self.printable(text)
        let line = text.count > width ? "…" + String(text.suffix(width - 1)) : text
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
    }

    /// Also keeps the order of lines when both outputs go to one pipe: results printed
    /// before a warning must appear before it.
    func clearProgress() {
        fflush(nil)   // all C streams; `stdout` itself is a global Swift 6 will not touch
        guard interactive, !quiet else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}

/// Sizes as people read them: "1.2 MB".
enum ByteCount {
    static func text(_ bytes: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(bytes) bytes" : String(format: "%.1f %@", value, units[unit])
    }
}
