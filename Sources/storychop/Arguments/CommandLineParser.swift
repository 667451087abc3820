/// What the command line asks for.
enum CommandLineRequest {
    case help(CommandDescription)
    case version
    case run(ParsedArguments)
}

/// Reads a command line against a `CommandDescription`: `--name value`, `--name=value`,
/// `-o value`, flags, positionals (optional, repeating), `--` ending the options.
///
/// A repeated option keeps its last value. A value is never taken from a word that starts
/// with `-` (`--title --quiet` is a missing title, not a title), but can be given with `=`.
enum CommandLineParser {
    static func parse(_ arguments: [String], for command: CommandDescription) throws(UsageError) -> CommandLineRequest {
        if !command.subcommands.isEmpty { return try programRequest(arguments, for: command) }
        if let request = helpOrVersion(arguments, of: command) { return request }

        var parsed = ParsedArguments(command: command)
        var positionals: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" {
                positionals += arguments[index...]
                break
            }
            guard looksLikeOption(word) else {
                positionals.append(word)
                continue
            }
            let (typed, attached) = split(word)
            guard let option = command.option(typed: typed) else {
                throw UsageError("Unknown option '\(typed)'", command: command)
            }
            if option.isFlag {
                if let attached {
                    throw UsageError("The option '\(typed)' does not take any value, but '\(attached)' was specified.",
                                     command: command)
                }
                parsed.add("", to: option)
                continue
            }
            var value = attached
            if attached == nil, index < arguments.count, !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            }
            guard let value, !value.isEmpty else {
                let synopsis = HelpText.synopsis(of: option, as: typed)
                throw UsageError("Missing value for '\(synopsis)'", about: (synopsis, option.help), command: command)
            }
            parsed.add(value, to: option)
        }
        try parsed.fill(command.arguments, from: positionals)
        return .run(parsed)
    }

    /// `storychop`, `storychop --help`, `storychop help [NAME]`, `storychop NAME …`.
    private static func programRequest(_ arguments: [String], for program: CommandDescription) throws(UsageError) -> CommandLineRequest {
        guard let first = arguments.first else { return .help(program) }
        if first.hasPrefix("-") {
            if let request = helpOrVersion(arguments, of: program) { return request }
            throw UsageError("Unknown option '\(split(first).name)'", command: program)
        }
        if first == "help" {
            guard arguments.count > 1 else { return .help(program) }
            if arguments.count > 2 {
                throw UsageError("Unexpected argument '\(arguments[2])'", command: program)
            }
            return arguments[1] == "help" ? .help(program) : .help(try subcommand(arguments[1], in: program))
        }
        return try parse(Array(arguments.dropFirst()), for: subcommand(first, in: program))
    }

    private static func subcommand(_ name: String, in program: CommandDescription) throws(UsageError) -> CommandDescription {
        guard let found = program.subcommands.first(where: { $0.name == name }) else {
            let names = program.subcommands.map(\.name).joined(separator: ", ")
            throw UsageError("Unknown subcommand '\(name)' (the subcommands are \(names))", command: program)
        }
        return found
    }

    /// Help and the version are answered whatever else the line holds (before a `--`), as
    /// ArgumentParser did: `storychop build --no-such --help` shows the help.
    private static func helpOrVersion(_ arguments: [String], of command: CommandDescription) -> CommandLineRequest? {
        let options = arguments.prefix { $0 != "--" }
        if options.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help(command) }
        return options.contains("--version") ? .version : nil
    }

    /// `-x`, `--name`; a lone `-` is a value (standard input, by custom).
    private static func looksLikeOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word != "-"
    }

    /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

extension CommandDescription {
    /// The option `--name` or `-x` stands for, the ones every command has included.
    func option(typed: String) -> OptionDescription? {
        let all = optionsWithStandardOnes
        if typed.hasPrefix("--") {
            let name = typed.dropFirst(2)
            return all.first { $0.name == name }
        }
        return typed.count == 2 ? all.first { $0.short == typed.last } : nil
    }
}
