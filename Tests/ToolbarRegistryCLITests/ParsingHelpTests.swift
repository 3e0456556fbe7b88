import Testing
import ToolbarRegistryCLI

// MARK: - Help snapshots

@Suite struct ParsingHelpTests {
    static let rootHelp = """
        OVERVIEW: Keep a toolbar design registry.

        USAGE: toolbar-registry <subcommand>

        OPTIONS:
          --db <path>             The registry database. (default:
                                  ./toolbar-registry.sqlite; env: TOOLBAR_REGISTRY_DB)
          --format <format>       The output format. (values: text, json; default: text)
          --version               Show the version.
          -h, --help              Show help information.

        SUBCOMMANDS:
          screen                  Manage screens.
          log                     Show the change log.
          sweep                   Solve a screen at every width.
          fail                    Fail on purpose.

          See 'toolbar-registry help <subcommand>' for detailed help.

        """

    static let screenHelp = """
        OVERVIEW: Manage screens.

        USAGE: toolbar-registry screen [<subcommand>]

        OPTIONS:
          --db <path>             The registry database. (default:
                                  ./toolbar-registry.sqlite; env: TOOLBAR_REGISTRY_DB)
          --format <format>       The output format. (values: text, json; default: text)
          -h, --help              Show help information.

        SUBCOMMANDS:
          add                     Register a screen.
          list, ls (default)      List screens.

          See 'toolbar-registry help screen <subcommand>' for detailed help.

        """

    static let addHelp = """
        OVERVIEW: Register a screen.

        Names keep their case and are unique per app ignoring case.

        USAGE: toolbar-registry screen add [<options>] <path>

        ARGUMENTS:
          <path>                  The screen as App/Screen.

        OPTIONS:
          -t, --title <title>     The navigation title.
          --placement <placement>
                                  Where search goes. (values: automatic, principal,
                                  navigation, primaryAction, secondaryAction,
                                  confirmationAction, cancellationAction,
                                  destructiveAction, status, bottomBar, keyboard,
                                  topBarLeading, topBarTrailing, largeTitle,
                                  topBarPinnedTrailing, overflowMenu)
          --width <width>         A width in points.
          --exclude <key>         A command to leave out. (repeatable)
          -f, --force             Replace an existing screen.
          --search/--no-search    Whether the screen has search. (default: --search)
          --db <path>             The registry database. (default:
                                  ./toolbar-registry.sqlite; env: TOOLBAR_REGISTRY_DB)
          --format <format>       The output format. (values: text, json; default: text)
          -h, --help              Show help information.

        """

    static let sweepHelp = """
        OVERVIEW: Solve a screen at every width.

        USAGE: toolbar-registry sweep --fail-on <severity> [<options>] <screen>

        ARGUMENTS:
          <screen>                The screen as App/Screen.

        OPTIONS:
          --fail-on <severity>    Exit 2 at this severity. (values: warning, error)
          --db <path>             The registry database. (default:
                                  ./toolbar-registry.sqlite; env: TOOLBAR_REGISTRY_DB)
          --format <format>       The output format. (values: text, json; default: text)
          -h, --help              Show help information.

        """

    @Test(arguments: [["--help"], ["-h"], ["help"], ["--db", "x", "--help"]])
    func rootHelp(arguments: [String]) {
        #expect(RunResult.of(arguments) == RunResult(status: 0, stdout: Self.rootHelp, stderr: ""))
    }

    @Test(arguments: [["help", "screen"], ["screen", "--help"], ["screen", "-h"], ["screen", "help"]])
    func groupHelp(arguments: [String]) {
        #expect(RunResult.of(arguments) == RunResult(status: 0, stdout: Self.screenHelp, stderr: ""))
    }

    @Test(arguments: [
        ["help", "screen", "add"], ["screen", "help", "add"], ["screen", "add", "--help"], ["screen", "add", "-h"],
        ["screen", "add", "A/B", "--title", "x", "-h"], ["help", "screen", "add", "--db", "x"]
    ])
    func leafHelp(arguments: [String]) {
        #expect(RunResult.of(arguments) == RunResult(status: 0, stdout: Self.addHelp, stderr: ""))
    }

    @Test func requiredOptionStaysInCollapsedUsage() {
        #expect(RunResult.of(["help", "sweep"]) == RunResult(status: 0, stdout: Self.sweepHelp, stderr: ""))
    }

    @Test func helpTextMatchesWhatHelpPrints() {
        #expect(ExampleTree.root.helpText(for: ["screen", "add"]) == Self.addHelp)
        #expect(ExampleTree.root.helpText(for: ["screen", "nope"]) == nil)
    }

    @Test func shortUsageLineListsEveryOption() {
        let tree = CommandSpec(
            "tool", abstract: "Tool.",
            subcommands: [
                CommandSpec(
                    "go", abstract: "Go.", arguments: [.variadic("file", help: "Files.", minimum: 1)],
                    options: [
                        .flag("--dry-run", help: "Only say."), .option("--tag", help: "Tags.", repeatable: true)
                    ],
                    run: { _ in .success })
            ])
        let err = CapturedText()
        let status = tree.run(arguments: ["go"], environment: [:], stdout: CapturedText(), stderr: err)
        #expect(status == 64)
        #expect(
            err.text == """
                Error: Missing expected argument '<file> ...'.
                Usage: tool go [--dry-run] [--tag <tag> ...] <file> ...
                  See 'tool go --help' for more information.

                """)
    }

    @Test func groupWithoutDefaultIsUsageErrorListingSubcommands() {
        let tree = CommandSpec(
            "tool", abstract: "Tool.",
            subcommands: [
                CommandSpec(
                    "db", abstract: "Database.",
                    subcommands: [
                        CommandSpec("status", abstract: "Status.", run: { _ in .success }),
                        CommandSpec("check", abstract: "Check.", run: { _ in .success })
                    ])
            ])
        let out = CapturedText()
        let err = CapturedText()
        let status = tree.run(arguments: ["db"], environment: [:], stdout: out, stderr: err)
        #expect(status == 64)
        #expect(out.text == "")
        #expect(
            err.text == """
                Error: Missing subcommand for 'tool db'. Choose one of: status, check.
                Usage: tool db <subcommand>
                  See 'tool db --help' for more information.

                """)
    }
}
