/// The command line itself is wrong: exit status 2, the message, and how to call the command.
struct UsageError: Error {
    /// `Unknown option '--no-such'`
    var message: String
    /// The option or argument the message is about, as `--mood <0-4>`, and its help.
    var about: (label: String, help: String)?
    /// The command whose usage to show; nil for a check made once its values are read
    /// (the command being run, then).
    var command: CommandDescription?

    init(_ message: String, about: (label: String, help: String)? = nil, command: CommandDescription? = nil) {
        self.message = message
        self.about = about
        self.command = command
    }

    /// What goes to standard error for `command`:
    ///
    ///     Error: Missing value for '--archive <DIR>'
    ///     Help:  --archive <DIR>  The archive folder (the one holding storychop.yml).
    ///     Usage: storychop list [--archive <DIR>] [--json]
    ///       See 'storychop list --help' for more information.
    func text(for command: CommandDescription) -> String {
        var lines = ["Error: \(message)"]
        if let about { lines.append("Help:  \(about.label)  \(about.help)") }
        lines.append(HelpText.usage(of: command, after: "Usage: "))
        lines.append("  See '\(command.fullName) --help' for more information.")
        return lines.joined(separator: "\n") + "\n"
    }
}
