import Foundation
import Testing

/// `toolbar-registry scan` as a user runs them (in process, see BinaryRunner): change set, counts, warnings, check exit
/// codes, dry run, prune and JSON.
@Suite struct ScanEndToEndTests {
    static let fixtures = Repository.url("Tests/ToolbarScannerTests/Fixtures").path

    let cli: BinaryRunner

    init() throws {
        cli = try BinaryRunner()
        for folder in ["Seed000", "UIKit"] {
            try FileManager.default.copyItem(atPath: Self.fixtures + "/" + folder, toPath: cli.path("src/" + folder))
        }
    }

    func editToolbarFile(_ old: String, _ new: String) throws {
        let file = cli.path("src/Seed000/PhotoEditorView+Toolbar.swift")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(fileURLWithPath: file))
    }

    @Test func scanPrintsTheChangeSetAndCountsThenIsInStep() throws {
        defer { cli.cleanUp() }
        let missing = try cli.run(["scan", "src", "--app", "Photos"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no registry at"), "without --create-app a scan starts no registry")
        let first = try cli.run(["scan", "src", "--app", "Photos", "--create-app", "--author", "ana"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("+ Photos/PhotoEditorView/share\n"))
        #expect(first.stdout.contains("0 unchanged"))
        let again = try cli.run(["scan", "src", "--app", "Photos"])
        #expect(again.stdout.contains("0 parsed"))
        #expect(again.stdout.contains("Added 0, changed 0, removed 0."))
        let check = try cli.run(["scan", "src", "--app", "Photos", "--check"])
        #expect(check.status == 0)
        #expect(check.stdout.contains("In step"))
        let log = try cli.run(["log", "Photos"])
        #expect(log.stdout.contains("ana"))
    }

    @Test func checkExitsOneOnDriftAndListsIt() throws {
        defer { cli.cleanUp() }
        try cli.run(["scan", "src", "--app", "Photos", "--create-app"])
        try editToolbarFile("Label(\"Share\", systemImage:", "Label(\"Send\", systemImage:")
        let check = try cli.run(["scan", "src", "--app", "Photos", "--check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("~ Photos/PhotoEditorView/share\n"), "a new title is the same command")
        #expect(check.stdout.contains("Drift: 1 difference"))
        let attention = try cli.json(["status", "--app", "Photos", "--format", "json"])["attention"] as? [[String: Any]]
        let drift = try #require(attention?.first { $0["kind"] as? String == "codeDrift" })
        #expect((drift["message"] as? String)?.contains("differ in 1 record") == true)
        let dry = try cli.run(["scan", "src", "--app", "Photos", "--dry-run"])
        #expect(dry.stdout.contains("dry run: nothing written"))
        #expect(try cli.run(["scan", "src", "--app", "Photos", "--check"]).status == 1, "the dry run wrote nothing")
        let pruned = try cli.run(["scan", "src", "--app", "Photos", "--prune"])
        #expect(pruned.stdout.contains("~ Photos/PhotoEditorView/share\n"))
        #expect(try cli.run(["scan", "src", "--app", "Photos", "--check"]).status == 0)
        let after = try cli.json(["status", "--app", "Photos", "--format", "json"])["attention"] as? [[String: Any]]
        #expect(after?.contains { $0["kind"] as? String == "codeDrift" } == false)
        #expect(try cli.run(["scan", "src", "--app", "Photos", "--check", "--prune"]).status == 64)
    }

    /// Paths on the command line are relative to where the command runs; `--root` only decides how
    /// they are stored. The scan ends with its coverage line, and JSON carries it.
    @Test func relativePathsAreRelativeToTheCurrentDirectoryAndCoverageIsPrinted() throws {
        defer { cli.cleanUp() }
        let result = try cli.run(["scan", "src/Seed000", "--app", "Photos", "--create-app", "--root", "src"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("+ Photos/PhotoEditorView/share\n"))
        #expect(result.stdout.contains("Coverage: "))
        #expect(result.stdout.contains(" toolbar sites: "))
        let sources = try cli.json(["command", "show", "Photos/PhotoEditorView/share", "--format", "json"])
        #expect(sources["command"] != nil)
        let json = try cli.json([
            "scan", "src/Seed000", "--app", "Photos", "--root", "src", "--check",
            "--format", "json"
        ])
        let coverage = try #require((json["scan"] as? [String: Any])?["coverage"] as? [String: Any])
        let sites = try #require(coverage["sites"] as? Double)
        #expect(
            sites > 0
                && coverage["full"] as? Double == sites - (coverage["partial"] as? Double ?? 0)
                    - (coverage["unresolved"] as? Double ?? 0) - (coverage["notApplied"] as? Double ?? 0)
        )
        let gaps = try #require(coverage["gaps"] as? [[String: Any]])
        #expect(
            gaps.contains { ($0["location"] as? String)?.hasPrefix("Seed000/ScrollingPhotoEditorView.swift:") == true },
            "stored relative to --root")
        #expect((coverage["summary"] as? String)?.contains("toolbar sites") == true)
    }

    @Test func skippedFilesAreWarningsAndJSONListsThem() throws {
        defer { cli.cleanUp() }
        let broken = URL(fileURLWithPath: cli.path("src/Broken.swift"))
        try Data("struct Broken { var toolbar: Int = ".utf8).write(to: broken)
        let result = try cli.run([
            "scan", "src", "--app", "Photos", "--create-app", "--exclude", "src/UIKit/**",
            "--format", "json"
        ])
        #expect(result.status == 0)
        #expect(result.stderr.contains("Warning: skipped src/Broken.swift: unparseable"))
        let scan = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let body = try #require(scan["scan"] as? [String: Any])
        let skipped = try #require(body["skipped"] as? [[String: Any]])
        #expect(
            skipped.contains {
                $0["path"] as? String == "src/Broken.swift" && $0["reason"] as? String == "unparseable"
            })
        #expect(skipped.contains { $0["reason"] as? String == "excluded" })
        #expect((body["added"] as? [String])?.contains("Photos/PhotoEditorView") == true)
        #expect((body["added"] as? [String])?.contains("Photos/LegacyInboxViewController") == false)
    }
}
