import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry

/// Every command that writes a file, as a user runs them (in process, see BinaryRunner): twice to the same path, over
/// hostile destinations (a read-only file, a directory, a symlink, a dangling symlink, a full
/// disk), never over the registry, and after a kill. The file that was there is always whole.
@Suite struct OutputFileEndToEndTests {
    static let crowded = "PhotoEditor/Crowded Editor"
    static let timestamp = "2026-11-29T12:00:00Z"

    /// One command that writes a file, and how to point it at `path`.
    struct Writer: CustomTestStringConvertible, Sendable {
        var name: String
        /// The output's name in the runner's directory (demo's is fixed).
        var file: String
        /// The command line writing to the absolute path it is given.
        var arguments: @Sendable (String) -> [String]
        /// Exit statuses of a successful run (audit exits 2 on findings).
        var success: Set<Int32> = [0]
        /// Whether the output is `$GITHUB_STEP_SUMMARY` (appended to).
        var stepSummary = false
        /// Whether the command writes the registry before the output (a file-size limit would
        /// stop it there): the full-disk case of these runs in scripts/full-disk-test.sh.
        var writesRegistry = false
        var testDescription: String { name }
    }

    static let writers: [Writer] =
        [
            Writer(name: "export", file: "out.json", arguments: { ["export", "-o", $0] }),
            Writer(name: "db backup", file: "out.sqlite", arguments: { ["db", "backup", $0] }),
            Writer(
                name: "generate --swiftui", file: "Toolbar.swift",
                arguments: {
                    ["generate", crowded, "--swiftui", "--output", $0]
                }, writesRegistry: true),
            Writer(
                name: "generate --uikit", file: "Toolbar.swift",
                arguments: {
                    ["generate", crowded, "--uikit", "-o", $0]
                }, writesRegistry: true),
            Writer(
                name: "audit --write-baseline", file: "baseline.json",
                arguments: {
                    ["audit", crowded, "--write-baseline", $0]
                }, success: [2], writesRegistry: true),
            Writer(
                name: "GITHUB_STEP_SUMMARY", file: "summary.md",
                arguments: { _ in
                    ["report", "--format", "github", "--timestamp", timestamp]
                }, stepSummary: true),
            Writer(
                name: "demo", file: "toolbar-registry-reports/report.md", arguments: { _ in ["demo"] },
                writesRegistry: true)
        ]
        + ["html", "md", "json", "sarif", "junit", "github", "csv"].map { format in
            Writer(
                name: "report --format \(format)", file: "out.\(format)",
                arguments: {
                    ["report", "--format", format, "--timestamp", timestamp, "-o", $0]
                })
        }

    /// A seeded registry with every screen audited (a copy of ``RegistryTemplates/audited``), the
    /// demo's folder made.
    func prepared(from template: RegistryTemplates.Files = RegistryTemplates.audited) throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try cli.start(from: template)
        try FileManager.default.createDirectory(
            atPath: cli.path("toolbar-registry-reports"), withIntermediateDirectories: true)
        return cli
    }

    func run(_ writer: Writer, _ cli: BinaryRunner, to path: String, shell: String? = nil) throws -> BinaryRunner.Result
    {
        var cli = cli
        if writer.stepSummary { cli.environment["GITHUB_STEP_SUMMARY"] = path }
        let arguments = writer.arguments(path)
        guard let shell else { return try cli.run(arguments) }
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
            separator: " ")
        return try cli.run([], shell: "\(shell); exec \"$0\" \(quoted)")
    }

    func contents(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Temporary files left in `folder` (and in the runner's directory).
    func temporaries(_ cli: BinaryRunner, _ folders: String...) -> [String] {
        ([cli.directory.path] + folders).flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
    }

    /// The seeds with only the crowded editor audited, for the cases that test where an output
    /// goes and that it can be written again rather than how large it is: its report costs a
    /// quarter of ``RegistryTemplates/audited``'s, and less again with the photo editor
    /// targeting iPhones only (each report solves its 12 scenarios, not 32). An output larger
    /// than the 256 KiB write buffer is still written twice to one path: the demo's report.html,
    /// which holds every seed screen (the demo audits them itself; about 330 KB).
    static let oneScreenAudited = RegistryTemplates.make([
        (["seed"], 0), (["app", "update", "PhotoEditor", "--target", "iPhone"], 0), (["audit", crowded], 2)
    ])

    // MARK: - Twice to the same path

    @Test(arguments: writers)
    func writingTwiceToTheSamePathWorks(_ writer: Writer) throws {
        let cli = try prepared(from: Self.oneScreenAudited)
        defer { cli.cleanUp() }
        let path = cli.path(writer.file)
        let first = try run(writer, cli, to: path)
        #expect(writer.success.contains(first.status), "\(first.stderr)")
        let once = contents(path) ?? Data()
        #expect(!once.isEmpty)
        let second = try run(writer, cli, to: path)
        #expect(writer.success.contains(second.status), "\(second.stderr)")
        let twice = contents(path) ?? Data()
        if writer.stepSummary {
            #expect(twice == once + once, "the summary is appended")
        } else {
            #expect(!twice.isEmpty)
            #expect(twice.count > once.count / 2)
        }
        #expect(temporaries(cli, cli.path("toolbar-registry-reports")).isEmpty)
    }

    // MARK: - Hostile destinations

    @Test(arguments: writers)
    func hostileDestinationsKeepTheOriginal(_ writer: Writer) throws {
        let cli = try prepared(from: Self.oneScreenAudited)
        defer { cli.cleanUp() }
        let manager = FileManager.default
        let path = cli.path(writer.file)
        let original = Data("the original, which must survive\n".utf8)

        // A read-only file: refused, unchanged.
        try original.write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o444) == 0)
        let readOnly = try run(writer, cli, to: path)
        #expect(readOnly.status == 1, "\(readOnly.stderr)")
        #expect(readOnly.firstErrorLine.contains("is read-only"), "\(readOnly.stderr)")
        #expect(contents(path) == original)
        try manager.removeItem(atPath: path)

        // A directory: refused, still a directory with what it held.
        try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        try original.write(to: URL(fileURLWithPath: path + "/inside"))
        let directory = try run(writer, cli, to: path)
        #expect(directory.status == 1, "\(directory.stderr)")
        #expect(directory.firstErrorLine.contains("is a directory"), "\(directory.stderr)")
        #expect(contents(path + "/inside") == original)
        try manager.removeItem(atPath: path)

        // A symlink: followed; the file it names gets the output, the link stays a link.
        try manager.createDirectory(atPath: cli.path("elsewhere"), withIntermediateDirectories: true)
        let target = cli.path("elsewhere/target")
        try original.write(to: URL(fileURLWithPath: target))
        try manager.createSymbolicLink(atPath: path, withDestinationPath: target)
        let throughLink = try run(writer, cli, to: path)
        #expect(writer.success.contains(throughLink.status), "\(throughLink.stderr)")
        #expect(try manager.destinationOfSymbolicLink(atPath: path) == target)
        let written = contents(target) ?? Data()
        #expect(written.count > (writer.stepSummary ? original.count : 0))
        #expect(writer.stepSummary ? written.starts(with: original) : written != original)
        try manager.removeItem(atPath: path)
        try manager.removeItem(atPath: target)

        // A dangling symlink: its target is created.
        try manager.createSymbolicLink(atPath: path, withDestinationPath: target)
        let dangling = try run(writer, cli, to: path)
        #expect(writer.success.contains(dangling.status), "\(dangling.stderr)")
        #expect(!(contents(target) ?? Data()).isEmpty)
        #expect(try manager.destinationOfSymbolicLink(atPath: path) == target)
        try manager.removeItem(atPath: path)
        #expect(temporaries(cli, cli.path("elsewhere"), cli.path("toolbar-registry-reports")).isEmpty)
    }

    /// A full disk, simulated with a file-size limit of 32 KiB (`ulimit -f 64`: 512-byte blocks in
    /// sh; the tool ignores SIGXFSZ so the write fails with EFBIG). SQLite needs its 32 KiB -shm
    /// file to open the registry, so the limit cannot be lower: the registry gets a padding app
    /// (120 more commands, audited) so that every output here is larger than the limit. Outputs
    /// that stay smaller (annotations, generated code) and commands that write the registry first
    /// get the same test on a full tmpfs in scripts/full-disk-test.sh. (That an output is larger
    /// than the limit needs no run of its own: the write fails with EFBIG only if it is.)
    @Test(arguments: writers.filter { !$0.writesRegistry && $0.name != "report --format github" })
    func aFullDiskKeepsTheOriginal(_ writer: Writer) throws {
        let cli = try prepared(from: Self.padded)
        defer { cli.cleanUp() }
        let path = cli.path(writer.file)
        // The original: for the step summary one larger than the limit, so that appending exceeds it.
        let original = Data(String(repeating: "original line\n", count: writer.stepSummary ? 3_000 : 1).utf8)
        try original.write(to: URL(fileURLWithPath: path))
        let full = try run(writer, cli, to: path, shell: "ulimit -f 64")
        #expect(full.status == 1, "\(writer.name): \(full.stderr)")
        #expect(
            full.firstErrorLine.contains("could not write it (File too large); the previous file is unchanged"),
            "\(full.stderr)")
        #expect(contents(path) == original)
        #expect(temporaries(cli).isEmpty)
    }

    // MARK: - Never the registry

    @Test func noOutputMayBeTheRegistryOrItsFiles() throws {
        let cli = try prepared()
        defer { cli.cleanUp() }
        let registry = cli.path("registry.sqlite")
        try FileManager.default.createSymbolicLink(atPath: cli.path("alias.sqlite"), withDestinationPath: registry)
        #expect(link(registry, cli.path("hard-link.sqlite")) == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: registry))
        for target in [
            registry, registry + "-wal", registry + "-shm", cli.path("alias.sqlite"),
            cli.path("hard-link.sqlite"), "registry.sqlite"
        ] {
            let names: Set = ["export", "db backup", "audit --write-baseline", "GITHUB_STEP_SUMMARY"]
            for writer in Self.writers where target == registry ? writer.name != "demo" : names.contains(writer.name) {
                let result = try run(writer, cli, to: target)
                #expect(result.status == 1, "\(writer.name) → \(target): \(result.stderr)")
                #expect(result.stderr.contains("writing there would destroy it"), "\(writer.name): \(result.stderr)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: registry)) == before)
        #expect(try cli.run(["db", "check"]).stdout == "ok\n")
    }

    // MARK: - Standard output and input

    @Test func dashMeansStandardOutputAndInput() throws {
        let cli = try prepared()
        defer { cli.cleanUp() }
        let export = try cli.run(["export", "-o", "-"])
        #expect(export.status == 0)
        #expect(export.stdout.hasPrefix("{"))
        #expect(!FileManager.default.fileExists(atPath: cli.path("-")))
        let report = try cli.run(["report", "--format", "md", "--output", "-"])
        #expect(report.stdout.hasPrefix("## Toolbar verification"))
        let code = try cli.run(["generate", Self.crowded, "--swiftui", "-o", "-"])
        #expect(code.stdout.contains("ToolbarContent"), "\(code.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.path("-")))
        try Data(export.stdout.replacingOccurrences(of: "\"PhotoEditor\"", with: "\"PhotoEditor Copy\"").utf8)
            .write(to: URL(fileURLWithPath: cli.path("copy.json")))
        let imported = try cli.run([], shell: "exec \"$0\" import - < copy.json")
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try cli.run(["screen", "list", "PhotoEditor Copy"]).stdout.contains("Crowded Editor"))
        let bad = try cli.run([], shell: "echo '{' | \"$0\" import -")
        #expect(bad.status == 1)
        #expect(bad.firstErrorLine.hasPrefix("Error: standard input: "), "\(bad.stderr)")
        #expect(try cli.run(["db", "backup", "-"]).status == 64)
        #expect(try cli.run(["audit", "--write-baseline", "-"]).status == 64)
    }

    @Test func aFolderPathIsRefused() throws {
        let cli = try prepared()
        defer { cli.cleanUp() }
        let result = try cli.run(["export", "-o", "newdir/"])
        #expect(result.status == 1)
        #expect(
            result.firstErrorLine
                == "Error: 'newdir/': names a folder (it ends in '/'); give the path of a file inside it")
        #expect(!FileManager.default.fileExists(atPath: cli.path("newdir")))
        let missing = try cli.run(["report", "--format", "md", "-o", "nowhere/r.md"])
        #expect(missing.firstErrorLine == "Error: 'nowhere/r.md': the folder 'nowhere' does not exist; create it first")
    }

    @Test func failedWritesToStandardOutputAreErrors() throws {
        let cli = try prepared()
        defer { cli.cleanUp() }
        for (shell, reason) in [
            ("exec \"$0\" export > /dev/full", "No space left on device"),
            ("exec \"$0\" export >&-", "Bad file descriptor"),
            ("ulimit -f 64; exec \"$0\" report --format html > limited.html", "File too large"),
            ("exec \"$0\" report --format html >&-", "Bad file descriptor")
        ] {
            let result = try cli.run([], shell: shell)
            #expect(result.status == 1, "\(shell): \(result.stderr)")
            #expect(result.firstErrorLine == "Error: could not write standard output: \(reason)", "\(shell)")
        }
        // Nothing written to a closed stdout is no error; the file option still works.
        let quiet = try cli.run([], shell: "exec \"$0\" export -o out.json >&-")
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(String(decoding: contents(cli.path("out.json")) ?? Data(), as: UTF8.self).hasPrefix("{"))
        // A reader that goes away (| head) is not an error.
        let piped = try cli.run(
            [], shell: "( \"$0\" report --format html; echo \"status $?\" >&2 ) | head -c 1 > /dev/null")
        #expect(piped.stderr == "status 0\n")
    }

    // MARK: - Killed while writing

    @Test func aKilledWriteLeavesAtMostATemporaryThatTheNextRunRemoves() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try Self.largeRegistry(cli)
        let path = cli.path("backup.sqlite")
        let original = Data("the previous backup\n".utf8)
        try original.write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["db", "backup", path]
        process.environment = cli.environment
        process.currentDirectoryURL = cli.directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it as soon as its temporary file exists (or when it has finished).
        while process.isRunning, temporaries(cli).isEmpty {}
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let kept = contents(path)
        #expect(kept == original || (kept?.count ?? 0) > original.count, "old or whole new, never half")
        #expect(temporaries(cli).count <= 1)
        let again = try cli.run(["db", "backup", path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(temporaries(cli).isEmpty)
        #expect(try cli.run(["db", "check", "--db", path]).stdout == "ok\n")
    }

    /// The seeds with the crowded editor audited in every scenario, and a padding app of one
    /// screen of 120 commands, audited, made once per test process for the full-disk cases (its
    /// smallest output, the Markdown report, is about 41 KB). The padding app targets iPhones
    /// only: its audit and every report of it solve the 12 iPhone scenarios rather than all 32,
    /// and every output stays larger than the limit.
    static let padded = RegistryTemplates.make { cli in
        try cli.start(from: RegistryTemplates.seeded)
        guard try cli.run(["audit", crowded]).status == 2 else {
            throw BinaryRunner.RunnerError.unexpected("audit \(crowded) did not find what it finds")
        }
        try importApp(cli, name: "Padding", screens: 1, commands: 120, targets: ["iPhone"])
        let audit = try cli.run(["audit", "Padding"])
        guard audit.status != 1 else { throw BinaryRunner.RunnerError.unexpected("audit Padding: \(audit.stderr)") }
    }

    /// 2,000 screens of 10 commands (a backup of several MB), imported in process as a document
    /// of one decoded screen copied under 2,000 names: decoding the 2,000 screens' JSON was most
    /// of this test's work, and what it tests is the backup of a large registry, not the import.
    static func largeRegistry(_ cli: BinaryRunner) throws {
        var document = try RegistryDocument.decode(Data(Self.document(name: "Big", screens: 1, commands: 10).utf8))
        let screen = document.apps[0].screens[0]
        document.apps[0].screens = (1...2_000).map { number in
            var copy = screen
            copy.screen.name = "S\(number)"
            return copy
        }
        let registry = try Registry.open(path: cli.path("registry.sqlite"), author: "os-user")
        let report = try registry.importDocument(document)
        #expect(report.added.count > 20_000, "every screen and command was added")
    }

    /// A registry document of one app of `screens` screens with `commands` commands each.
    static func document(name: String, screens: Int, commands: Int, targets: [String] = []) -> String {
        let list = (1...commands).map { #"{"key": "k\#($0)", "order": \#($0), "title": "K\#($0)", "symbol": "star"}"# }
            .joined(separator: ",")
        let screenList = (1...screens).map { #"{"name": "S\#($0)", "commands": [\#(list)]}"# }.joined(separator: ",")
        let targetList = targets.map { #""\#($0)""# }.joined(separator: ",")
        return #"{"format": "toolbar-registry", "version": 1, "apps": [{"name": "\#(name)", "#
            + #""deploymentTarget": "26.0", "linkedSDK": "27.1", "targets": [\#(targetList)], "#
            + #""screens": [\#(screenList)]}]}"#
    }

    /// Imports an app of `screens` screens with `commands` commands each.
    static func importApp(
        _ cli: BinaryRunner, name: String, screens: Int, commands: Int, targets: [String] = []
    ) throws {
        try Data(document(name: name, screens: screens, commands: commands, targets: targets).utf8)
            .write(to: URL(fileURLWithPath: cli.path("\(name).json")))
        let imported = try cli.run(["import", "\(name).json"])
        guard imported.status == 0 else {
            throw BinaryRunner.RunnerError.unexpected("import \(name).json: \(imported.stderr)")
        }
    }
}
