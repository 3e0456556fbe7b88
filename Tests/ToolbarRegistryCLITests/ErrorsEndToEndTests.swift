import Foundation
import Testing

/// Exit codes and error texts, as a user runs them (in process, see BinaryRunner).
@Suite struct ErrorsEndToEndTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var firstLine: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(
            arguments: ["screen", "show", "PhotoEditor/Crowded Edtor"], status: 1,
            firstLine: "Error: no screen 'Crowded Edtor' in app 'PhotoEditor'; did you mean 'Crowded Editor'?"),
        Case(
            arguments: ["app", "show", "PhotoEdtor"], status: 1,
            firstLine: "Error: no app 'PhotoEdtor'; did you mean 'PhotoEditor'?"),
        Case(
            arguments: ["app", "add", "photoeditor"], status: 1,
            firstLine:
                "Error: app 'photoeditor' already exists (names are unique ignoring case); choose another name or update it"
        ),
        Case(
            arguments: ["app", "remove", "PhotoEditor"], status: 1,
            firstLine:
                "Error: app 'PhotoEditor' still holds 2 screen(s), 3 group(s) and 19 command(s); pass --force to remove it with everything in it"
        ),
        Case(
            arguments: ["app", "add", "A/B"], status: 64,
            firstLine: "Error: invalid app name 'A/B': a name may not contain '/' (it separates App/Screen/command)."),
        Case(
            arguments: ["app", "add", ""], status: 64, firstLine: "Error: invalid app name '': a name may not be empty."
        ),
        Case(
            arguments: ["command", "add", "PhotoEditor/Crowded Editor", "--title", "X", "--placement", "sideways"],
            status: 64,
            firstLine: "Error: The value 'sideways' is invalid for '--placement'."),
        Case(
            arguments: ["app", "frobnicate"], status: 64,
            firstLine: "Error: Unknown subcommand 'frobnicate' for 'toolbar-registry app'."),
        Case(
            arguments: ["app", "list", "--colour"], status: 64,
            firstLine: "Error: Unknown option '--colour' for 'toolbar-registry app list'."),
        Case(
            arguments: ["command", "add", "PhotoEditor/Crowded Editor", "--title", String(repeating: "x", count: 201)],
            status: 1,
            firstLine: "Error: title is 201 characters long; the limit is 200"),
        Case(arguments: ["import", "missing.json"], status: 1, firstLine: "Error: 'missing.json': no such file")
    ]

    @Test(arguments: cases)
    func failuresExitWithTheirCodeAndOneClearLine(_ testCase: Case) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let result = try cli.run(testCase.arguments)
        #expect(result.status == testCase.status, "\(result.stderr)")
        #expect(result.firstErrorLine.hasPrefix(testCase.firstLine), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test func helpGoesToStdout() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let help = try cli.run(["help", "command", "add"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: toolbar-registry command add"))
        #expect(help.stdout.contains("--classification <class>"))
        #expect(try cli.run(["screen", "--help"]).stdout.contains("SUBCOMMANDS:"))
    }

    @Test func readOnlyDatabaseCommandsNeverWrite() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let missing = try cli.run(["db", "status"])
        #expect(missing.status == 1)
        #expect(!FileManager.default.fileExists(atPath: cli.path("registry.sqlite")))
        try cli.start(from: RegistryTemplates.seeded)
        let database = cli.path("registry.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        #expect(try cli.run(["db", "status"]).stdout.contains("Up to date."))
        #expect(try cli.run(["db", "check"]).stdout == "ok\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test func notARegistryIsRefusedUntouched() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let file = cli.path("notes.txt")
        try Data("hello, not a database\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = try cli.run(["app", "list", "--db", file])
        #expect(result.status == 1)
        #expect(result.firstErrorLine.hasPrefix("Error: "))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "hello, not a database\n")
    }

    @Test func malformedImportChangesNothing() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let database = cli.path("registry.sqlite")
        let before = try Data(contentsOf: URL(fileURLWithPath: database))
        try Data(
            #"{"format": "toolbar-registry", "version": 1, "apps": [{"name": "X", "deploymentTarget": "26.0", "linkedSDK": "27.1", "screens": [{"name": 5}]}]}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: cli.path("bad.json")))
        let result = try cli.run(["import", "bad.json"])
        #expect(result.status == 1)
        #expect(result.firstErrorLine.contains("$.apps[0].screens[0].name"))
        #expect(result.firstErrorLine.contains("line 1"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }

    @Test func twoProcessesAddingFiveHundredCommandsEachLoseNothing() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.run(["app", "add", "Load"])
        try cli.run(["screen", "add", "Load/A"])
        try cli.run(["screen", "add", "Load/B"])
        // Each process imports 500 commands one add at a time would take long in a debug build;
        // instead each writes its 500 commands as 50 imports of 10, so both contend for the lock.
        let failures = ErrorBox()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let screen = index == 0 ? "A" : "B"
            do {
                for batch in 0..<50 {
                    let commands = (0..<10).map { item in
                        #"{"key": "c\#(batch * 10 + item)", "title": "C\#(batch * 10 + item)", "symbol": "star", "content": "symbol", "order": \#(batch * 10 + item + 1), "placement": "automatic"}"#
                    }.joined(separator: ",")
                    let file = cli.path("batch-\(screen)-\(batch).json")
                    try Data(
                        #"{"format": "toolbar-registry", "version": 1, "apps": [{"name": "Load", "deploymentTarget": "26.0", "linkedSDK": "27.1", "screens": [{"name": "\#(screen)", "commands": [\#(commands)]}]}]}"#
                            .utf8
                    )
                    .write(to: URL(fileURLWithPath: file))
                    let result = try cli.run(["import", file])
                    if result.status != 0 { failures.append(result.stderr) }
                }
            } catch {
                failures.append("\(error)")
            }
        }
        #expect(failures.values.isEmpty, "\(failures.values.first ?? "")")
        let a = try cli.json(["command", "list", "Load/A", "--format", "json"])["commands"] as? [Any]
        let b = try cli.json(["command", "list", "Load/B", "--format", "json"])["commands"] as? [Any]
        #expect(a?.count == 500)
        #expect(b?.count == 500)
    }

    final class ErrorBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        func append(_ value: String) {
            lock.lock()
            stored.append(value)
            lock.unlock()
        }
        var values: [String] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
