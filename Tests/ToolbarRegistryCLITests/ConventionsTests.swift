import Foundation
import Testing
import ToolbarRegistry
import ToolbarRegistryCLI

/// What a Unix user expects of a command-line tool: a manual page, `--color` with `NO_COLOR` and
/// `CLICOLOR_FORCE`, tables that fit the terminal, JSON wherever data is printed.
@Suite struct ConventionsTests {
    // MARK: - Manual page

    /// Runs a tool over `input` on stdin; returns (status, stdout, stderr).
    static func pipe(_ input: String, into executable: String, _ arguments: [String]) throws -> (Int32, String, String)
    {
        let result = try Subprocess.run(
            URL(fileURLWithPath: executable), arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANWIDTH": "80"], input: input)
        return (result.status, result.text, result.errorText)
    }

    static func installed(_ tool: String) -> String? {
        ["/usr/bin/\(tool)", "/bin/\(tool)", "/usr/local/bin/\(tool)"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    @Test func manualPageNamesEveryCommand() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let result = try cli.run(["help", "--man"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let page = result.stdout
        #expect(page.hasPrefix(".TH \"TOOLBAR\\-REGISTRY\" 1 \"\" \"toolbar\\-registry \(toolbarRegistryVersion)\""))
        let nonASCII = page.unicodeScalars.filter { !$0.isASCII }
        #expect(nonASCII.isEmpty, "roff input stays ASCII")
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "ENVIRONMENT", "EXIT STATUS", "FILES"]
        {
            #expect(page.contains(".SH \"\(section)\"") || page.contains(".SH \(section)"), "\(section)")
        }
        for path in ["app add", "db check", "checklist show", "completions", "report"] {
            #expect(page.contains(".SS \"\(ManualText.escaped(path))\""), "\(path)")
        }
        #expect(try cli.run(["help", "--man", "audit"]).status == 64)
    }

    @Test(.enabled(if: installed("groff") != nil)) func manualPageIsCleanRoff() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let page = try cli.run(["help", "--man"]).stdout
        let (status, text, warnings) = try Self.pipe(
            page, into: Self.installed("groff")!, ["-man", "-Tutf8", "-ww", "-z"])
        #expect(status == 0 && warnings.isEmpty && text.isEmpty, "\(warnings)")
    }

    @Test(.enabled(if: installed("man") != nil)) func manReadsTheManualPage() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let page = try cli.run(["help", "--man"]).stdout
        let (status, text, warnings) = try Self.pipe(page, into: Self.installed("man")!, ["-l", "-"])
        #expect(status == 0, "\(warnings)")
        #expect(text.contains("TOOLBAR-REGISTRY(1)"))
        #expect(text.contains("--db <path>"), "options stay copyable: ASCII hyphens")
        #expect(text.contains("CLICOLOR_FORCE"))
    }

    // MARK: - Colour

    @Test(arguments: [
        ("auto on a pipe", ["NO_COLOR": ""], [String](), false),
        ("always, even with NO_COLOR", ["NO_COLOR": "1"], ["--color", "always"], true),
        ("always as one word", [:], ["--color=always"], true),
        ("CLICOLOR_FORCE through a pipe", ["NO_COLOR": "", "CLICOLOR_FORCE": "1"], [], true),
        ("CLICOLOR_FORCE=0 is off", ["NO_COLOR": "", "CLICOLOR_FORCE": "0"], [], false),
        ("NO_COLOR beats CLICOLOR_FORCE", ["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], [], false),
        ("never beats CLICOLOR_FORCE", ["NO_COLOR": "", "CLICOLOR_FORCE": "1"], ["--color", "never"], false)
    ])
    func colorFollowsTheFlagAndTheEnvironment(id: String, environment: [String: String], flags: [String], colored: Bool)
        throws
    {
        var cli = try BinaryRunner()
        defer { cli.cleanUp() }
        for (key, value) in environment { cli.environment[key] = value }
        try cli.start(from: RegistryTemplates.seeded)
        let result = try cli.run(["audit", "PhotoEditor/Crowded Editor"] + flags)
        #expect([0, 2].contains(result.status), "\(id): \(result.stderr)")
        #expect(result.stdout.contains("\u{1B}[") == colored, "\(id)")
    }

    @Test func unknownColorChoiceIsAUsageError() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let result = try cli.run(["status", "--color", "sometimes"])
        #expect(result.status == 64)
        #expect(
            result.firstErrorLine
                == "Error: The value 'sometimes' is invalid for '--color'. Allowed: auto, always, never.")
    }

    @Test(arguments: [
        (["--color", "never"], ColorChoice.never), (["--color=always"], .always), (["--", "--color", "always"], .auto),
        (["status"], .auto), (["--color", "sometimes"], .auto)
    ])
    func colorChoiceIsReadBeforeParsing(arguments: [String], choice: ColorChoice) {
        #expect(ColorChoice.given(in: arguments) == choice)
    }

    // MARK: - Width

    @Test func statusFitsTheTerminalAndPipesGetWholeLines() throws {
        var cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let demo = try DemoRun.shared.get()
        #expect(demo.result.status == 0)
        try cli.start(from: demo.registry)
        let whole = try cli.run(["status"])
        #expect(whole.status == 0)
        #expect(whole.stdout.split(separator: "\n").contains { $0.count > 100 }, "the demo's status is wide")
        cli.environment["COLUMNS"] = "100"
        let fitted = try cli.run(["status"])
        let lines = fitted.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.displayWidth <= 100 }, "\(lines.filter { $0.displayWidth > 100 })")
        // Every word of every cell is still there, in order.
        #expect(
            fitted.stdout.split(whereSeparator: \.isWhitespace).count
                >= whole.stdout.split(whereSeparator: \.isWhitespace).count)
    }

    @Test func tablesWrapBetweenWordsAndAfterHyphens() {
        var table = TextTable(headers: ["SCREEN", "WHAT"])
        table.addRow(["Notes/Editor", "availability-gating fails (1 finding) in audit 12"])
        #expect(
            table.render(fittingWidth: 34) == """
                SCREEN        WHAT
                Notes/Editor  availability-gating
                              fails (1 finding) in
                              audit 12

                """)
        #expect(table.render(fittingWidth: 200) == table.render())
        // Too narrow for whole pieces: the longest is cut rather than the table overflowing.
        #expect(table.render(fittingWidth: 28).split(separator: "\n").allSatisfy { $0.count <= 28 })
    }

    // MARK: - JSON

    @Test func checklistShowAndDbCheckPrintJSON() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let item = try cli.json(["checklist", "show", "flat-hierarchy", "--format", "json"])
        let object = item["item"] as? [String: Any]
        #expect(item["version"] as? Int == 1)
        #expect(object?["id"] as? String == "flat-hierarchy")
        #expect(object?["severity"] as? String == "error")
        #expect((object?["triggering"] as? [String])?.isEmpty == false)
        try cli.start(from: RegistryTemplates.seeded)
        let check = try cli.json(["db", "check", "--format", "json"])["check"] as? [String: Any]
        #expect(check?["ok"] as? Bool == true)
        #expect(check?["problems"] as? [String] == [])
        #expect(check?["pending"] as? [String] == [])
    }
}

/// roff escaping as the manual page writes names.
enum ManualText {
    static func escaped(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "\\-") }
}
