import Foundation

/// Registries many tests start from, made once per test process and kept in memory: seeding (and
/// auditing) the same registry for every test case was most of some suites' work. A test gets
/// its own copy with ``BinaryRunner/start(from:)``; what it then does is its own.
enum RegistryTemplates {
    /// After `seed`.
    static let seeded = make([(["seed"], 0)])
    /// After `seed` and `audit` of every screen (which exits 2: the seeds have findings).
    static let audited = make([(["seed"], 0), (["audit"], 2)])

    /// A registry's files by name, or why they could not be made.
    typealias Files = Result<[String: Data], BinaryRunner.RunnerError>

    /// The registry's files (the database, and its WAL when one is left) after `steps` ran, each
    /// with the status it must end with, in a fresh runner whose folder is then removed.
    static func make(_ steps: [(arguments: [String], status: Int32)]) -> Files {
        make { cli in
            for step in steps {
                let result = try? cli.run(step.arguments)
                guard result?.status == step.status else {
                    throw BinaryRunner.RunnerError.unexpected("\(step.arguments): \(result?.stderr ?? "did not run")")
                }
            }
        }
    }

    /// The registry's files after `steps` ran, each ending with status 0.
    static func make(succeeding steps: [[String]]) -> Files {
        make(steps.map { (arguments: $0, status: 0) })
    }

    /// The registry's files after `prepare` ran in a fresh runner whose folder is then removed.
    static func make(_ prepare: (BinaryRunner) throws -> Void) -> Files {
        guard let cli = try? BinaryRunner() else { return .failure(.unexpected("no temporary folder")) }
        defer { cli.cleanUp() }
        do { try prepare(cli) } catch let error as BinaryRunner.RunnerError {
            return .failure(error)
        } catch { return .failure(.unexpected("\(error)")) }
        return .success(cli.registryFiles)
    }
}

extension BinaryRunner {
    /// The runner's registry as it is now: the database, and its WAL when one is left.
    var registryFiles: [String: Data] {
        var files: [String: Data] = [:]
        for name in ["registry.sqlite", "registry.sqlite-wal"] {
            if let data = FileManager.default.contents(atPath: path(name)) { files[name] = data }
        }
        return files
    }

    /// Starts the runner's registry as a copy of `template` (``RegistryTemplates``).
    func start(from template: RegistryTemplates.Files) throws {
        for (name, data) in try template.get() {
            try data.write(to: URL(fileURLWithPath: path(name)))
        }
    }
}

/// One `demo` in a fresh runner, made once per test process for the tests that read what it
/// printed, wrote or left in the registry (each demo seeds, audits every screen and renders two
/// reports; the tests that write with it, over hostile destinations, still run their own).
struct DemoRun {
    /// What it printed and its status.
    var result: BinaryRunner.Result
    /// The folder it wrote its reports to (in a runner's directory, removed since).
    var folder: String
    /// Its `report.html` and `report.md` (empty when missing).
    var html: String
    var markdown: String
    /// The registry it left, for ``BinaryRunner/start(from:)``.
    var registry: RegistryTemplates.Files

    static let shared = Result<DemoRun, any Error> {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let result = try cli.run(["demo"])
        let folder = cli.path("toolbar-registry-reports")
        func read(_ name: String) -> String {
            (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
        }
        return DemoRun(
            result: result, folder: folder, html: read("report.html"), markdown: read("report.md"),
            registry: .success(cli.registryFiles))
    }
}
