import Testing
import ToolbarRegistryCLI

// MARK: - Accepted command lines

/// A command line that parses and runs, with the line its run closure prints.
struct AcceptedCase: CustomTestStringConvertible, Sendable {
    let id: String
    let arguments: [String]
    let environment: [String: String]
    let stdout: String

    init(_ id: String, _ arguments: [String], environment: [String: String] = [:], prints stdout: String) {
        self.id = id
        self.arguments = arguments
        self.environment = environment
        self.stdout = stdout
    }

    var testDescription: String { id }
}

private let defaults = "db=./toolbar-registry.sqlite format=text"
private let plainAdd = "title=- placement=- width=- exclude= force=false search=true"

/// What `screen add A/B` prints with these values and the default database and format.
private func screenAdd(
    title: String = "-", placement: String = "-", exclude: String = "", force: Bool = false, search: Bool = true
) -> String {
    "path=A/B title=\(title) placement=\(placement) width=- exclude=\(exclude) force=\(force) search=\(search) \(defaults)"
}

let acceptedCases: [AcceptedCase] = [
    AcceptedCase("defaults", ["screen", "add", "A/B"], prints: "path=A/B \(plainAdd) \(defaults)"),
    AcceptedCase(
        "option space value", ["screen", "add", "A/B", "--title", "Edit Photo"],
        prints: screenAdd(title: "Edit Photo")),
    AcceptedCase(
        "option equals value", ["screen", "add", "--title=a=b", "A/B"],
        prints: screenAdd(title: "a=b")),
    AcceptedCase(
        "short option", ["screen", "add", "-t", "Edit", "A/B", "-f"],
        prints: screenAdd(title: "Edit", force: true)),
    AcceptedCase(
        "repeated option collects in order", ["screen", "add", "A/B", "--exclude", "share", "--exclude", "crop"],
        prints: screenAdd(exclude: "share,crop")),
    AcceptedCase(
        "inverted flag", ["screen", "add", "A/B", "--no-search"],
        prints: screenAdd(search: false)),
    AcceptedCase(
        "enum option", ["screen", "add", "A/B", "--placement", "bottomBar"],
        prints: screenAdd(placement: "bottomBar")),
    AcceptedCase(
        "dash value taken by option", ["screen", "add", "A/B", "--title", "-x-"],
        prints: screenAdd(title: "-x-")),
    AcceptedCase(
        "terminator makes dash words arguments", ["screen", "add", "--", "--odd/name"],
        prints: "path=--odd/name \(plainAdd) \(defaults)"),
    AcceptedCase(
        "inherited option before subcommand", ["--db", "x.sqlite", "screen", "add", "A/B", "--format", "json"],
        prints: "path=A/B \(plainAdd) db=x.sqlite format=json"),
    AcceptedCase(
        "inherited option from environment", ["screen", "add", "A/B"],
        environment: ["TOOLBAR_REGISTRY_DB": "/tmp/env.sqlite"],
        prints: "path=A/B \(plainAdd) db=/tmp/env.sqlite format=text"),
    AcceptedCase(
        "option beats environment", ["screen", "add", "A/B", "--db", "cli.sqlite"],
        environment: ["TOOLBAR_REGISTRY_DB": "/tmp/env.sqlite"],
        prints: "path=A/B \(plainAdd) db=cli.sqlite format=text"),
    AcceptedCase("default subcommand", ["screen"], prints: "list app=* format=text"),
    AcceptedCase(
        "default subcommand takes argument", ["screen", "PhotoEditor"], prints: "list app=PhotoEditor format=text"),
    AcceptedCase(
        "default subcommand takes inherited option", ["screen", "--format", "json"], prints: "list app=* format=json"),
    AcceptedCase("alias", ["screen", "ls", "App"], prints: "list app=App format=text"),
    AcceptedCase("variadic none", ["log"], prints: "log records= by=-"),
    AcceptedCase("variadic many", ["log", "A", "A/B", "--by", "ana", "C"], prints: "log records=A,A/B,C by=ana"),
    AcceptedCase(
        "unicode values kept exactly", ["log", "📸 Editor", "محرر"], prints: "log records=📸 Editor,محرر by=-")
]

// MARK: - Rejected command lines

/// A command line that is rejected, with its exit status and first stderr line.
struct RejectedCase: CustomTestStringConvertible, Sendable {
    let id: String
    let arguments: [String]
    let status: Int32
    let firstLine: String

    init(_ id: String, _ arguments: [String], status: Int32 = 64, _ firstLine: String) {
        self.id = id
        self.arguments = arguments
        self.status = status
        self.firstLine = firstLine
    }

    var testDescription: String { id }
}

let rejectedCases: [RejectedCase] = [
    RejectedCase(
        "unknown option with suggestion", ["screen", "add", "A/B", "--forse"],
        "Error: Unknown option '--forse' for 'toolbar-registry screen add'. Did you mean '--force'?"),
    RejectedCase(
        "unknown option without suggestion", ["screen", "add", "A/B", "--zzzzzzz"],
        "Error: Unknown option '--zzzzzzz' for 'toolbar-registry screen add'."),
    RejectedCase(
        "unknown short option", ["screen", "add", "A/B", "-q"],
        "Error: Unknown option '-q' for 'toolbar-registry screen add'."),
    RejectedCase(
        "unknown command with suggestion", ["scren"],
        "Error: Unknown subcommand 'scren' for 'toolbar-registry'. Did you mean 'screen'?"),
    RejectedCase(
        "default subcommand takes unknown word, then too many", ["screen", "frobnicate", "x"],
        "Error: Unexpected argument 'x'."),
    RejectedCase(
        "unknown top-level word lists choices", ["zzzzzz"],
        "Error: Unknown subcommand 'zzzzzz' for 'toolbar-registry'. Choose one of: screen, log, sweep, fail."),
    RejectedCase("missing argument", ["screen", "add"], "Error: Missing expected argument '<path>'."),
    RejectedCase(
        "missing option value", ["screen", "add", "A/B", "--title"], "Error: Missing value for '--title <title>'."),
    RejectedCase(
        "option followed by option has no value", ["screen", "add", "A/B", "--title", "--force"],
        "Error: Missing value for '--title <title>'."),
    RejectedCase("too many arguments", ["screen", "add", "A/B", "C/D"], "Error: Unexpected argument 'C/D'."),
    RejectedCase(
        "value not allowed", ["screen", "add", "A/B", "--format", "xml"],
        "Error: The value 'xml' is invalid for '--format'. Allowed: text, json."),
    RejectedCase(
        "enum value not allowed with suggestion", ["screen", "add", "A/B", "--placement", "bottombar"],
        "Error: The value 'bottombar' is invalid for '--placement'. Allowed: automatic, principal, navigation, "
            + "primaryAction, secondaryAction, confirmationAction, cancellationAction, destructiveAction, status, "
            + "bottomBar, keyboard, topBarLeading, topBarTrailing, largeTitle, topBarPinnedTrailing, overflowMenu. "
            + "Did you mean 'bottomBar'?"),
    RejectedCase(
        "negative width is a value, then validated", ["screen", "add", "A/B", "--width", "-5"],
        "Error: The value '-5' is invalid for '--width': a width cannot be negative."),
    RejectedCase(
        "non-integer width", ["screen", "add", "A/B", "--width", "wide"],
        "Error: The value 'wide' is invalid for '--width': expected an integer."),
    RejectedCase(
        "single option given twice", ["screen", "add", "A/B", "-t", "a", "--title", "b"],
        "Error: The option '--title' may be given only once."),
    RejectedCase(
        "flag given a value", ["screen", "add", "A/B", "--force=yes"],
        "Error: The flag '--force' does not take a value."),
    RejectedCase(
        "required option missing", ["sweep", "A/B"], "Error: Missing expected argument '--fail-on <severity>'."),
    RejectedCase(
        "argument value not allowed", ["fail", "loudly"],
        "Error: The value 'loudly' is invalid for '<how>'. Allowed: failure, model, exit, usage, undeclared."),
    RejectedCase(
        "version below the top level", ["log", "--version"],
        "Error: Unknown option '--version' for 'toolbar-registry log'."),
    RejectedCase(
        "help for unknown subcommand", ["help", "screen", "ad"],
        "Error: Unknown subcommand 'ad' for 'toolbar-registry screen'. Did you mean 'add'?"),
    RejectedCase(
        "group without subcommand", [],
        "Error: Missing subcommand for 'toolbar-registry'. Choose one of: screen, log, sweep, fail."),
    RejectedCase(
        "failure from run", ["fail", "failure"], status: 1,
        "Error: no screen 'Edtor' in app 'PhotoEditor'; did you mean 'Editor'?"),
    RejectedCase("model error from run", ["fail", "model"], status: 1, "Error: title contains control characters"),
    RejectedCase("usage error from run", ["fail", "usage"], "Error: Give either --title or --symbol."),
    RejectedCase(
        "undeclared accessor is a failure", ["fail", "undeclared"], status: 1,
        "Error: 'toolbar-registry fail' declares no option '--nope'.")
]

// MARK: - Suite

@Suite struct ParsingTests {
    @Test(arguments: acceptedCases)
    func acceptedCommandLineRuns(_ testCase: AcceptedCase) {
        let result = RunResult.of(testCase.arguments, environment: testCase.environment)
        #expect(result == RunResult(status: 0, stdout: testCase.stdout + "\n", stderr: ""))
    }

    @Test(arguments: rejectedCases)
    func rejectedCommandLineExplains(_ testCase: RejectedCase) {
        let result = RunResult.of(testCase.arguments)
        #expect(result.status == testCase.status)
        #expect(result.stdout == "")
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == testCase.firstLine)
    }

    @Test func usageErrorShowsUsageAndWhereToLook() {
        let result = RunResult.of(["screen", "add", "A/B", "--forse"])
        #expect(
            result.stderr == """
                Error: Unknown option '--forse' for 'toolbar-registry screen add'. Did you mean '--force'?
                Usage: toolbar-registry screen add [<options>] <path>
                  See 'toolbar-registry screen add --help' for more information.

                """)
    }

    @Test func runtimeFailurePrintsOneLine() {
        let result = RunResult.of(["fail", "failure"])
        #expect(result.stderr == "Error: no screen 'Edtor' in app 'PhotoEditor'; did you mean 'Editor'?\n")
    }

    @Test(
        arguments: [
            (["sweep", "A/B", "--fail-on", "warning"], 2), (["sweep", "A/B", "--fail-on=error"], 0),
            (["fail", "exit"], 3)
        ] as [([String], Int32)])
    func runClosureChoosesExitCode(arguments: [String], status: Int32) {
        let result = RunResult.of(arguments)
        #expect(result == RunResult(status: status, stdout: "", stderr: ""))
    }

    @Test func combinedShortFlags() {
        let verbose = OptionKey.flag("--verbose", short: "v", help: "Talk.", inherited: true)
        let force = OptionKey.flag("--force", short: "f", help: "Force.")
        let tool = CommandSpec(
            "tool", abstract: "Tool.",
            options: [verbose.spec],
            subcommands: [
                CommandSpec(
                    "go", abstract: "Go.", options: [force.spec],
                    run: { parsed in
                        parsed.output.line("\(try parsed[force]) \(try parsed[verbose])")
                        return .success
                    })
            ])
        let out = CapturedText()
        let status = tool.run(arguments: ["go", "-fv"], environment: [:], stdout: out, stderr: CapturedText())
        #expect(status == 0)
        #expect(out.text == "true true\n")
    }

    @Test(arguments: [
        ["screen", "add", "--forse", "--help"], ["screen", "add", "--title", "--help"],
        ["screen", "add", "-h", "x", "y"]
    ])
    func helpWinsOverMistakesOnTheSameLine(arguments: [String]) {
        let result = RunResult.of(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: Register a screen.\n"))
        #expect(result.stderr == "")
    }

    @Test func helpAfterTerminatorIsAnArgument() {
        let result = RunResult.of(["log", "--", "--help"])
        #expect(result == RunResult(status: 0, stdout: "log records=--help by=-\n", stderr: ""))
    }

    @Test func versionPrintsToStdout() {
        #expect(RunResult.of(["--version"]) == RunResult(status: 0, stdout: "1.2.3\n", stderr: ""))
    }

    @Test func exampleTreeHasNoDeclarationProblems() {
        #expect(ExampleTree.root.declarationProblems() == [])
    }

    @Test func declarationProblemsAreFound() {
        let broken = CommandSpec(
            "tool", abstract: "Broken.",
            options: [.option("--db", help: "A.", inherited: true)],
            subcommands: [
                CommandSpec("a", abstract: "A.", options: [.option("--db", help: "Again.")], run: { _ in .success }),
                CommandSpec(
                    "a", abstract: "Twice.", arguments: [.variadic("x", help: "X."), .required("y", help: "Y.")]),
                CommandSpec(
                    "b", abstract: "",
                    options: [
                        .option("--Size", short: "1", help: ""), .flag("--dry-run", short: "n", help: "Say."),
                        .flag("--dry-run", help: "Again."), .option("--mode", help: "M.", default: "x", required: true),
                        .flag("--no-verbose", short: "n", help: "Quiet."),
                        .flag("--verbose", help: "Loud.", inversion: true)
                    ],
                    run: { _ in .success })
            ],
            defaultSubcommand: "zzz")
        #expect(
            broken.declarationProblems() == [
                "tool: subcommand name 'a' is used twice",
                "tool: default subcommand 'zzz' does not exist",
                "tool a: option '--db' is declared again (the inherited one wins)",
                "tool a: a leaf command needs a run closure",
                "tool a: variadic <x> must be the last argument",
                "tool b: the command has no abstract",
                "tool b: option '--dry-run' is declared twice",
                "tool b: option '--Size' must be '--' and lowercase words joined by '-'",
                "tool b: short name '-1' of '--Size' must be a letter",
                "tool b: option '--Size' has no help",
                "tool b: required option '--mode' also has a default or variable",
                "tool b: option spelling '-n' is used twice",
                "tool b: option spelling '--no-verbose' is used twice"
            ])
    }
}

// MARK: - Suggestions

@Suite struct ParsingSuggestionTests {
    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("flaw", "lawn", 2), ("Force", "force", 0), ("lsit", "list", 1)
    ])
    func editDistance(lhs: String, rhs: String, distance: Int) {
        #expect(Suggestion.editDistance(lhs, rhs) == distance)
    }

    @Test(
        arguments: [
            ("--forse", ["--force", "--format"], "--force"),
            ("lsit", ["list", "add"], "list"),
            ("x", ["add", "list"], nil),
            ("fish", ["bash"], nil),
            ("ad", ["add", "list"], "add"),
            ("completely-different", ["add", "list"], nil)
        ] as [(String, [String], String?)])
    func closestCandidate(word: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }
}
