/// `--help`: overview, usage, then arguments, options and subcommands, each with its help in a
/// second column. Everything is wrapped to fit an 80-column terminal.
enum HelpText {
    static let width = 80
    /// Where the second column starts: two spaces, a 22-column label, two spaces.
    static let helpColumn = 26

    static func help(for command: CommandDescription) -> String {
        var lines = wrap("OVERVIEW: " + command.abstract, width: width)
        for paragraph in command.discussion.split(separator: "\n") {
            lines.append("")
            lines += wrap(String(paragraph), width: width)
        }
        lines.append("")
        lines.append(usage(of: command, after: "USAGE: "))
        if !command.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in command.arguments {
                lines += row(label(of: argument), help: argument.help, default: argument.defaultValue)
            }
        }
        lines += ["", "OPTIONS:"]
        for option in command.optionsWithStandardOnes {
            lines += row(label(of: option), help: option.help, default: option.defaultValue)
        }
        if !command.subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            for subcommand in command.subcommands {
                lines += row(subcommand.name, help: subcommand.abstract)
            }
            lines += ["", "  See '\(command.fullName) help <subcommand>' for detailed help."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `storychop build [--archive <DIR>] …` after `prefix`, wrapped with the later lines
    /// starting under the first argument.
    static func usage(of command: CommandDescription, after prefix: String = "") -> String {
        var items = command.arguments.map(synopsis(of:))
        items += command.options.map { "[\(synopsis(of: $0))]" }
        if !command.subcommands.isEmpty { items.append("<subcommand>") }
        let head = prefix + command.fullName
        var lines = [head]
        for item in items {
            if lines[lines.count - 1].count + 1 + item.count > width, lines[lines.count - 1].count > head.count {
                lines.append(String(repeating: " ", count: head.count))
            }
            lines[lines.count - 1] += " " + item
        }
        return lines.joined(separator: "\n")
    }

    /// `--output <DIR>` for an option, `--json` for a flag.
    static func synopsis(of option: OptionDescription, as typed: String? = nil) -> String {
        let name = typed ?? "--" + option.name
        return option.valueName.map { "\(name) <\($0)>" } ?? name
    }

    /// `<DIR>`, `[<DIR>]`, `<SOURCE> ...` or `[<SOURCE> ...]`.
    static func synopsis(of argument: ArgumentDescription) -> String {
        let shown = label(of: argument)
        return argument.isOptional ? "[\(shown)]" : shown
    }

    static func label(of argument: ArgumentDescription) -> String {
        "<\(argument.valueName)>" + (argument.isRepeating ? " ..." : "")
    }

    /// `-o, --output <FILE.zip>`
    static func label(of option: OptionDescription) -> String {
        (option.short.map { "-\($0), " } ?? "") + synopsis(of: option)
    }

    /// The words of `text` in lines of at most `width` columns (a longer word gets a line of its own).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? word : " " + word
        }
        return lines + [line]
    }

    /// `  label     help… (default: x)`, the help wrapped in the second column; a label too
    /// wide for the first column gets the line to itself.
    private static func row(_ label: String, help: String, default defaultValue: String? = nil) -> [String] {
        let indent = String(repeating: " ", count: helpColumn)
        var lines = wrap(help, width: width - helpColumn)
        if let defaultValue {
            // Kept on one line: "(default:" at the end of one line and "." on the next reads badly.
            let note = "(default: \(defaultValue))"
            let last = lines.count - 1
            if lines[last].isEmpty {
                lines[last] = note
            } else if lines[last].count + 1 + note.count <= width - helpColumn {
                lines[last] += " " + note
            } else {
                lines.append(note)
            }
        }
        lines = lines.map { indent + $0 }
        let first = "  " + label
        if first.count + 2 <= helpColumn {
            lines[0] = first + lines[0].dropFirst(first.count)
        } else {
            lines.insert(first, at: 0)
        }
        return lines
    }
}
