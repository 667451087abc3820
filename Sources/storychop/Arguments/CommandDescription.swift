/// What a command accepts, written down once: the parser reads its options and arguments
/// from it, and the help and usage text are made from it.
///
/// Plain values and no reflection: ArgumentParser's Mirror-based reading of the commands
/// cost ~2.5 ms of every run (a third of a no-op rebuild's instructions) in runtime lookups.
struct CommandDescription: Sendable {
    /// `build`; for the program itself, `storychop`.
    var name: String
    /// The program a subcommand belongs to (nil for the program itself).
    var program: String?
    /// One sentence: the first line of the help and the subcommand list.
    var abstract: String
    /// Paragraphs after the abstract in the help, one a line (wrapped when shown).
    var discussion = ""
    /// In the order they are filled from the command line; only the last may repeat.
    var arguments: [ArgumentDescription] = []
    var options: [OptionDescription] = []
    /// The program's commands (only the program itself has any).
    var subcommands: [CommandDescription] = []

    /// `storychop build`, as the user types it.
    var fullName: String { program.map { "\($0) \(name)" } ?? name }

    /// The command's options and, last, the ones every command has.
    var optionsWithStandardOnes: [OptionDescription] { options + [Self.version, Self.help] }

    /// The options every command understands; the parser answers them before anything else.
    static let version = OptionDescription.flag("version", help: "Show the version.")
    static let help = OptionDescription.flag("help", short: "h", help: "Show help information.")
}

/// `--name VALUE`, `--name=VALUE` or, without a value name, a flag `--name`.
struct OptionDescription: Sendable {
    /// The long name without its dashes: `base-url`.
    var name: String
    /// `o` for `-o`.
    var short: Character?
    /// `DIR` in `--output <DIR>`; nil makes the option a flag.
    var valueName: String?
    var help: String
    /// Shown as `(default: .)`; also the value read when the option is not given.
    var defaultValue: String?

    /// `--json`: true when given.
    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionDescription {
        OptionDescription(name: name, short: short, valueName: nil, help: help, defaultValue: nil)
    }

    /// `--output <DIR>`; without a value name, named after itself, as `--title <title>`.
    static func value(_ name: String, short: Character? = nil, named valueName: String? = nil, help: String,
                      default defaultValue: String? = nil) -> OptionDescription {
        OptionDescription(name: name, short: short, valueName: valueName ?? name, help: help, defaultValue: defaultValue)
    }

    var isFlag: Bool { valueName == nil }
}

/// A positional argument: `<DIR>`, optional `[<DIR>]`, or repeating `<SOURCE> ...`.
struct ArgumentDescription: Sendable {
    /// `SOURCE`: shown in the help and used to read the value.
    var valueName: String
    var help: String
    var isOptional = false
    /// Takes every positional left (one at least, unless optional).
    var isRepeating = false
    var defaultValue: String?
}
