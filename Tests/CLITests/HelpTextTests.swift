@testable import storychop
import Testing

/// `--help` and the lines a usage error prints, made from the commands' descriptions.
@Suite struct HelpTextTests {
    static let commands = Storychop.description.subcommands

    @Test(arguments: commands)
    func helpNamesEveryOptionAndArgumentWithItsDefault(command: CommandDescription) {
        let help = HelpText.help(for: command)
        #expect(help.hasPrefix("OVERVIEW: "))
        #expect(help.contains("USAGE: storychop \(command.name)"))
        for option in command.options {
            #expect(help.contains("--\(option.name)"), "--\(option.name)")
            if let value = option.valueName { #expect(help.contains("--\(option.name) <\(value)>")) }
            if let defaultValue = option.defaultValue { #expect(help.contains("(default: \(defaultValue))")) }
        }
        for argument in command.arguments {
            #expect(help.contains("<\(argument.valueName)>"))
        }
        #expect(help.contains("  --version  ") && help.contains("  -h, --help  "))
    }

    @Test(arguments: commands + [Storychop.description])
    func helpFitsEightyColumns(command: CommandDescription) {
        let lines = HelpText.help(for: command).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= HelpText.width }, "\(lines.filter { $0.count > HelpText.width })")
    }

    @Test func optionHelpIsWrappedInTheSecondColumn() {
        let help = HelpText.help(for: BuildCommand.description)
        #expect(help.contains("""
          --archive <DIR>         The archive folder (the one holding storychop.yml).
                                  (default: .)
          --output <DIR>          Where to write the site.
        """))
        // A label too wide for the first column puts the help on the next line.
        #expect(HelpText.help(for: ExportCommand.description).contains("""
          -o, --output <FILE.zip>
                                  Where to write the ZIP (default: the archive's title,
        """))
    }

    @Test func theProgramsHelpListsItsSubcommands() {
        let help = HelpText.help(for: Storychop.description)
        #expect(help.contains("Exit status: 0 all good;"))
        #expect(help.contains("USAGE: storychop <subcommand>\n"))
        for command in Self.commands {
            #expect(help.contains("\n  \(command.name) "), "\(command.name)")
        }
        #expect(help.contains("  See 'storychop help <subcommand>' for detailed help."))
    }

    @Test func wrappingBreaksBetweenWords() {
        #expect(HelpText.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(HelpText.wrap("a muchlongerword b", width: 5) == ["a", "muchlongerword", "b"])
        #expect(HelpText.wrap("", width: 10) == [""])
    }

    @Test func aLongUsageContinuesUnderItsFirstArgument() {
        let usage = HelpText.usage(of: IngestCommand.description, after: "USAGE: ").split(separator: "\n")
        #expect(usage.count > 1)
        #expect(usage[0].hasPrefix("USAGE: storychop ingest <SOURCE> ... [--archive <DIR>]"))
        let indent = "USAGE: storychop ingest ".count
        #expect(usage.dropFirst().allSatisfy { $0.prefix(indent).allSatisfy { $0 == " " } && $0.dropFirst(indent).hasPrefix("[--") })
        #expect(HelpText.usage(of: InitCommand.description) .hasPrefix("storychop init [<DIR>] [--title <TEXT>]"))
    }

    @Test func aUsageErrorSaysWhatIsWrongAndHowToCallTheCommand() {
        let error = UsageError("Missing value for '--archive <DIR>'", about: ("--archive <DIR>", "The archive folder."))
        #expect(error.text(for: ListCommand.description) == """
        Error: Missing value for '--archive <DIR>'
        Help:  --archive <DIR>  The archive folder.
        Usage: storychop list [--archive <DIR>] [--json]
          See 'storychop list --help' for more information.

        """)
    }
}
