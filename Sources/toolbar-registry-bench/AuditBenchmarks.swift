import Foundation
import ToolbarChecklist
import ToolbarModel
import ToolbarRegistry
import ToolbarStorage

/// Issue 4's targets: auditing 10,000 screens × 20 commands over every scenario preset, storing
/// every audit, finding and distinct layout, under 5 s and under 300 MB peak memory; the storing
/// step within 2× of the `sqlite3` shell inserting the same rows, measured in the same run.
///
/// Suite name: `audit` (`swift run -c release toolbar-registry-bench audit`).
enum AuditBenchmarks {
    static func run() throws { try run(distinct: false) }

    /// The same audit of a registry where no two screens repeat (suite `audit-distinct`): every
    /// screen is solved, and every layout encoded, digested and stored. Not compared with the
    /// shell.
    static func runDistinct() throws { try run(distinct: true) }

    /// The records digests' hashing on its own: SHA-256 of 16 MiB (about 4,000 screens' records
    /// documents) with the rounds on the CPU's SHA extensions and with the Swift rounds, best of
    /// three each. Callgrind's CPU hides the extensions, so its profiles count the Swift rounds:
    /// this line shows what the audit's digests cost on the real CPU.
    static func reportRecordsHashing() {
        let bytes = [UInt8]((0..<(16 << 20)).lazy.map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        func best(hardware: Bool) -> (seconds: Double, digest: String) {
            var result = (seconds: Double.infinity, digest: "")
            for _ in 0..<3 {
                var hash = SHA256(hardware: hardware)
                let seconds = Harness.time { hash.update(bytes) }
                result = (min(result.seconds, seconds), hash.finalizeHex())
            }
            return result
        }
        let portable = best(hardware: false)
        guard SHA256.hardwareRoundsAvailable else {
            return print(
                String(
                    format: "  records digests: SHA-256 of 16 MiB %.0f ms (no SHA extensions on this CPU)",
                    portable.seconds * 1e3))
        }
        let hardware = best(hardware: true)
        print(
            String(
                format: "  records digests: SHA-256 of 16 MiB %.0f ms on the CPU's SHA extensions, %.0f ms in "
                    + "the Swift rounds (%.1f× faster)", hardware.seconds * 1e3, portable.seconds * 1e3,
                portable.seconds / hardware.seconds) + (hardware.digest == portable.digest ? "" : " DIGESTS DIFFER"))
    }

    static func run(distinct: Bool) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("toolbar-registry-bench-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // TOOLBAR_REGISTRY_BENCH_KEEP=1 keeps the databases for a look afterwards.
        let keep = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_KEEP"] == "1"
        defer {
            if keep { print("  kept: \(directory.path)") } else { try? FileManager.default.removeItem(at: directory) }
        }

        // The registry: the scenario presets and 10,000 screens × 20 commands (not timed).
        let jsonPath = directory.appendingPathComponent("registry.json").path
        let screenCount = try writeDocument(to: jsonPath, distinct: distinct)
        let toolPath = directory.appendingPathComponent("tool.sqlite").path
        let registry = try Registry.open(path: toolPath, author: "bench")
        _ = try registry.importFile(jsonPath)
        let presets = try SeedCatalog.documents().flatMap(\.document.scenarios)
        for preset in presets { try registry.addScenario(preset) }
        print(
            "audit: \(screenCount) \(distinct ? "distinct " : "")screens × \(InterchangeBenchmarks.commandsPerScreen) "
                + "commands over \(presets.count) presets")

        if distinct { reportRecordsHashing() }
        let counter = FindingCounter()
        let writer = WriterClock()
        // The whole audit: solve, sweep, checklist, store — one transaction per screen.
        var summary: AuditSummary?
        let memoryBefore = Harness.peakMemoryMiB()
        // Linux: reset the peak-memory mark so the audit's own peak is measured, not the import's.
        // The import's freed memory goes back to the system first (glibc keeps it otherwise), so
        // the peak is the audit's, as in a process that only audits.
        Harness.returnFreedMemory()
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
        let residentBefore = Harness.residentMemoryMiB()
        // The bytes written count the audit's pages copied into the file as well as its log: the
        // import's log is checkpointed first (so the audit does not pay for it), and the audit's
        // after it, inside the measurement. Otherwise the count depends on where the 256 MiB
        // checkpoints fall (628 MiB in one round, 300 MiB in the next, for the same audit).
        try registry.store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        let cpuBefore = Harness.cpuSeconds()
        let ioBefore = Harness.ioBytes()
        let auditSeconds = try Harness.time {
            summary = try registry.audit(
                scope: nil,
                options: AuditOptions(
                    keepFindings: false,
                    onScreenStored: { screen in
                        counter.add(screen.result.items.reduce(0) { $0 + $1.findings.count })
                        writer.stored()
                    }))
        }
        Harness.report("audit 10k screens, all presets, stored", seconds: auditSeconds, target: 5)
        let cpuAfter = Harness.cpuSeconds()
        let checkpointSeconds = try Harness.time {
            try registry.store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let ioAfter = Harness.ioBytes()
        print(
            String(
                format: "  CPU time %.2f s on %d cores; read %d MiB, wrote %d MiB through system calls "
                    + "(with the checkpoint after it, %.2f s)",
                cpuAfter - cpuBefore, ProcessInfo.processInfo.activeProcessorCount,
                (ioAfter.read - ioBefore.read) / 1_048_576, (ioAfter.written - ioBefore.written) / 1_048_576,
                checkpointSeconds))
        print(writer.summary(batch: 32, total: auditSeconds))
        let findings = counter.total
        let peak = Harness.peakMemoryMiB()
        print(
            "  \(summary?.screens.count ?? 0) audits, \(findings) open findings, "
                + "peak memory \(Int(peak)) MiB "
                + "(resident when it started: \(Int(residentBefore)) MiB, left by the import whose peak was "
                + "\(Int(memoryBefore)) MiB; target < 300 MiB) \(peak < 300 ? "MET" : "MISSED")")
        summary = nil
        let itemsBytes = try registry.store.connection.scalarInt("SELECT sum(length(items)) FROM audits") ?? 0
        let layoutBytes = try registry.store.connection.scalarInt("SELECT sum(length(json)) FROM layouts") ?? 0
        let keptBytes =
            try registry.store.connection.scalarInt(
                "SELECT sum(length(layout_digests)) + sum(coalesce(length(records), 0)) FROM audits") ?? 0
        let fileBytes = (try? FileManager.default.attributesOfItem(atPath: toolPath)[.size] as? Int) ?? 0
        print(
            "  items columns (item results with their findings): \(itemsBytes / 1_048_576) MiB; "
                + "layout digests and records kept to redraw layouts: \(keptBytes / 1_048_576) MiB; "
                + "stored layouts: \(layoutBytes / 1_048_576) MiB; registry file \(fileBytes / 1_048_576) MiB")
        try incrementalAudits(registry, database: toolPath, distinct: distinct, fullAudit: auditSeconds)
        // TOOLBAR_REGISTRY_BENCH_AUDIT_ONLY=1 stops here (for profiling the audit alone).
        if distinct || ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_AUDIT_ONLY"] == "1" { return }

        // The storing step alone: the same rows, read back from the tool's database screen by
        // screen, inserted through the storage layer into a fresh registry, one transaction per
        // audit (the audit commits 32 at a time); only the inserts and commits are timed.
        let copyPath = directory.appendingPathComponent("copy.sqlite").path
        let copy = try RegistryStore.open(path: copyPath)
        try copy.connection.execute("PRAGMA foreign_keys = OFF")
        let sqlPath = directory.appendingPathComponent("equivalent.sql").path
        _ = FileManager.default.createFile(atPath: sqlPath, contents: nil)
        let sqlFile = try FileHandle(forWritingTo: URL(fileURLWithPath: sqlPath))
        var storeSeconds = 0.0
        let source = registry.store
        let screenIDs = try source.connection.query("SELECT DISTINCT screen_id FROM audits ORDER BY screen_id") {
            $0.int64(0)
        }
        for screenID in screenIDs {
            for counts in try source.audits(screenID: screenID) {
                let header = counts.header
                let items = try source.auditItems(auditID: header.id, app: "a", screen: "s")
                let digests = try source.auditLayoutDigests(auditID: header.id) ?? []
                let records = try source.auditRecords(auditID: header.id) ?? ""
                let scenarios = try header.scenariosDigest.flatMap(source.auditScenarios(digest:)) ?? "[]"
                let itemsColumn = RegistryStore.itemsColumn(items)
                storeSeconds += try Harness.time {
                    _ = try copy.write {
                        try copy.insertAudit(
                            header, itemsColumn: itemsColumn, outcome: nil, layoutDigests: digests, records: records,
                            scenariosJSON: scenarios)
                    }
                }
                sqlFile.write(
                    Data(
                        equivalentSQL(
                            header, itemsColumn: itemsColumn, digests: digests, records: records, scenarios: scenarios
                        ).utf8))
            }
        }
        try sqlFile.close()
        Harness.report("storing step through the storage layer", seconds: storeSeconds)

        let shellPath = directory.appendingPathComponent("shell.sqlite").path
        _ = try RegistryStore.open(path: shellPath)
        let shellSeconds = try Harness.time { try ImportBenchmarks.runShell(database: shellPath, script: sqlPath) }
        Harness.report("same rows through the sqlite3 shell", seconds: shellSeconds)
        let ratio = storeSeconds / shellSeconds
        print(String(format: "  storage layer / shell = %.2f× (target < 2×) %@", ratio, ratio < 2 ? "MET" : "MISSED"))
    }

    /// Issue 18: `toolbar-registry audit` in a fresh process on the audited registry, with nothing
    /// changed and after one command of one screen changed (target < 0.5 s), beside the tool's
    /// `--version` (the cost of a start) and the full audit measured in the same run.
    static func incrementalAudits(_ registry: Registry, database: String, distinct: Bool, fullAudit: Double) throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("toolbar-registry").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            print("  (build the toolbar-registry product in the same configuration to time incremental audits)")
            return
        }
        let audit = ["audit", "--db", database]
        let version = try Harness.sample(iterations: 10, warmup: 2) { try Harness.spawnAndWait(binary, ["--version"]) }
        Harness.report("  toolbar-registry --version (fresh process)", samples: version)
        let unchanged = try Harness.spawnAndWait(binary, audit, exitCodes: [0, 2])
        Harness.report("audit, nothing changed (fresh process)", unchanged, target: 0.5)
        var changed: [(wall: Double, cpu: Double)] = []
        let app = InterchangeBenchmarks.apps / 2
        for round in 0..<5 {
            // One command of one screen changes; the next fresh-process audit judges that screen only.
            let command = distinct ? "a\(app)-command-1" : "command-1"
            try registry.updateCommand(RecordPath(app: "App \(app)", screen: "Screen \(round)", command: command)) {
                $0.notes = "changed in round \(round)"
            }
            changed.append(try Harness.spawnAndWait(binary, audit, exitCodes: [0, 2]))
        }
        let walls = changed.map(\.wall).sorted()
        Harness.report("audit after one screen changed (fresh process)", samples: walls, target: 0.5)
        print(
            String(
                format: "  median CPU %@; ÷ --version %.1f×; the full audit in this run was %.0f× longer",
                Harness.format(Harness.median(changed.map(\.cpu).sorted())),
                Harness.median(walls) / Harness.median(version), fullAudit / Harness.median(walls)))
    }

    /// Writes the benchmark registry file and returns its screen count; the document is released
    /// on return, so it does not count towards the audit's memory.
    static func writeDocument(to path: String, distinct: Bool = false) throws -> Int {
        let document = InterchangeBenchmarks.makeDocument(distinct: distinct)
        try Data(document.encoded()).write(to: URL(fileURLWithPath: path))
        return document.apps.reduce(0) { $0 + $1.screens.count }
    }

    /// When each screen's audit was stored, to tell how the single writer spends the run: from the
    /// first to the last audit of a batch of 32 it inserts; between batches it commits, reads the
    /// batch after next and waits for the judging threads to finish the next one.
    final class WriterClock: Sendable {
        private let times = Locked<[UInt64]>([])

        func stored() { times.withLock { $0.append(Harness.now()) } }

        func summary(batch: Int, total: Double) -> String {
            let times = times.withLock { $0 }
            var inserting = 0.0
            var between = 0.0
            var batchStart = 0
            while batchStart < times.count {
                let last = min(batchStart + batch, times.count) - 1
                inserting += Double(times[last] - times[batchStart]) / 1e9
                if last + 1 < times.count { between += Double(times[last + 1] - times[last]) / 1e9 }
                batchStart = last + 1
            }
            return String(
                format:
                    "  writer: %.2f s inserting (first to last audit of each batch), %.2f s between batches "
                    + "(commit, reading the batch after next, waiting for judged screens) of %.2f s",
                inserting, between, total)
        }
    }

    /// Counts findings as screens are stored (the summary does not keep them).
    final class FindingCounter: Sendable {
        private let count = Locked(0)

        func add(_ value: Int) {
            count.withLock { $0 += value }
        }

        var total: Int { count.withLock { $0 } }
    }

    /// One audit's rows as INSERT statements in one transaction (foreign keys are off in the
    /// shell by default, so the screens need not exist there).
    static func equivalentSQL(
        _ header: AuditHeader, itemsColumn: String, digests: [(scenario: String, digest: String)], records: String,
        scenarios: String
    ) -> String {
        func quote(_ text: String?) -> String {
            guard let text else { return "NULL" }
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        var sql = "BEGIN IMMEDIATE;\n"
        if let digest = header.scenariosDigest {
            sql +=
                "INSERT INTO audit_scenarios (digest, json) VALUES (\(quote(digest)), \(quote(scenarios))) "
                + "ON CONFLICT (digest) DO NOTHING;\n"
        }
        let layoutDigests =
            "json_object("
            + digests.map { "\(quote($0.scenario)), \(quote($0.digest))" }
            .joined(separator: ", ") + ")"
        // The records only when no earlier audit of the screen keeps them, as the storage layer does.
        let keptRecords =
            "CASE WHEN EXISTS (SELECT 1 FROM audits WHERE screen_id = \(header.screenID) "
            + "AND records_digest = \(quote(header.recordsDigest)) AND records IS NOT NULL) THEN NULL "
            + "ELSE \(quote(records)) END"
        sql +=
            "INSERT INTO audits (screen_id, at, author, tool_version, checklist_version, records_digest, revision, "
            + "registry_revision, sweep_scenario, sweep_json, items, metrics, inputs_digest, layout_digests, records, "
            + "solver_version, scenarios_digest) VALUES (\(header.screenID), "
            + "\(quote(header.at)), \(quote(header.author)), \(quote(header.toolVersion)), "
            + "\(quote(header.checklistVersion)), \(quote(header.recordsDigest)), \(quote(header.revision)), "
            + "\(header.registryRevision), \(quote(header.sweepScenario)), \(quote(header.sweepJSON)), "
            + "\(quote(itemsColumn)), \(quote(header.metricsJSON)), \(quote(header.inputsDigest)), \(layoutDigests), "
            + "\(keptRecords), \(quote(header.solverVersion)), \(quote(header.scenariosDigest)));\n"
        return sql + "COMMIT;\n"
    }
}
