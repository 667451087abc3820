/// The values a command line gave a command, read by the names its description declares.
///
/// Reading a name the description does not declare is a mistake in the command, not in the
/// command line: it trips an assertion in debug builds (and so in the tests).
struct ParsedArguments {
    let command: CommandDescription
    /// Each option's values in the order given, by the option's place in `command.options`;
    /// a flag gets an empty string each time it is given.
    private var optionValues: [[String]]
    /// The positionals each argument took, by its place in `command.arguments`.
    private var argumentValues: [[String]]

    init(command: CommandDescription) {
        self.command = command
        optionValues = Array(repeating: [], count: command.options.count)
        argumentValues = Array(repeating: [], count: command.arguments.count)
    }

    /// `--json` was given.
    func flag(_ name: String) -> Bool {
        !values(of: name).isEmpty
    }

    /// The last value given to `--name`, else nil (the declared default is not used).
    func valueIfGiven(_ name: String) -> String? {
        values(of: name).last
    }

    /// The last value given to `--name`, else its declared default.
    func value(_ name: String) -> String {
        guard let index = optionIndex(name) else { return "" }
        assert(command.options[index].defaultValue != nil, "--\(name) has no default")
        return optionValues[index].last ?? command.options[index].defaultValue ?? ""
    }

    /// `--mood 3` → 3; nil when not given; a usage error when not a whole number.
    func int(_ name: String) throws(UsageError) -> Int? {
        guard let text = valueIfGiven(name) else { return nil }
        guard let number = Int(text) else {
            let option = optionIndex(name).map { command.options[$0] }
            let synopsis = option.map { HelpText.synopsis(of: $0) } ?? "--\(name)"
            throw UsageError("The value '\(text)' is invalid for '\(synopsis)'",
                             about: (synopsis, option?.help ?? ""), command: command)
        }
        return number
    }

    /// The positional named `valueName`, else its declared default; for a required argument
    /// (the parser saw to it that it was given) or one with a default.
    func argument(_ valueName: String) -> String {
        guard let index = argumentIndex(valueName) else { return "" }
        assert(!command.arguments[index].isOptional || command.arguments[index].defaultValue != nil, "\(valueName) may be missing")
        return argumentValues[index].first ?? command.arguments[index].defaultValue ?? ""
    }

    /// The positional named `valueName` when given.
    func argumentIfGiven(_ valueName: String) -> String? {
        argumentIndex(valueName).flatMap { argumentValues[$0].first }
    }

    /// Every positional a repeating argument took.
    func arguments(_ valueName: String) -> [String] {
        argumentIndex(valueName).map { argumentValues[$0] } ?? []
    }

    // MARK: - Filled by the parser

    mutating func add(_ value: String, to option: OptionDescription) {
        // The options every command has (help, version) are answered before parsing.
        guard let index = command.options.firstIndex(where: { $0.name == option.name }) else { return }
        optionValues[index].append(value)
    }

    /// Hands the positionals to the arguments in order; a repeating one takes all that are left.
    mutating func fill(_ arguments: [ArgumentDescription], from positionals: [String]) throws(UsageError) {
        var left = positionals[...]
        for (index, argument) in arguments.enumerated() {
            if argument.isRepeating {
                argumentValues[index] = Array(left)
                left = []
            } else if let first = left.popFirst() {
                argumentValues[index] = [first]
            }
            if argumentValues[index].isEmpty, !argument.isOptional {
                let label = HelpText.label(of: argument)
                throw UsageError("Missing expected argument '\(label)'", about: (label, argument.help), command: command)
            }
        }
        if let extra = left.first {
            throw UsageError("Unexpected argument '\(extra)'", command: command)
        }
    }

    private func values(of name: String) -> [String] {
        optionIndex(name).map { optionValues[$0] } ?? []
    }

    private func optionIndex(_ name: String) -> Int? {
        let index = command.options.firstIndex { $0.name == name }
        assert(index != nil, "\(command.name) declares no option --\(name)")
        return index
    }

    private func argumentIndex(_ valueName: String) -> Int? {
        let index = command.arguments.firstIndex { $0.valueName == valueName }
        assert(index != nil, "\(command.name) declares no argument \(valueName)")
        return index
    }
}
