import Foundation
import ToolbarModel
import ToolbarRegistry
import ToolbarStorage

/// Issue 2's and 18's targets: importing 10,000 screens × 20 commands (change log included)
/// under 5 s, within 2× of SQLite's own floor for the same rows (an `INSERT … SELECT` copy in one
/// transaction) and under 1.5× of the `sqlite3` shell running the equivalent INSERTs; and
/// `command list App/Screen --format json` in a fresh process under 50 ms and within 2× of the
/// `sqlite3` shell running the same query in a fresh process.
///
/// The machine this runs on is shared, so every comparison is made in the same run and printed
/// with CPU time and the load average beside the wall time: the ratios are the figures to read.
enum ImportBenchmarks {
    static func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "toolbar-registry-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // TOOLBAR_REGISTRY_BENCH_KEEP=1 keeps the databases for a look afterwards.
        let keep = ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_KEEP"] == "1"
        defer {
            if keep { print("  kept: \(directory.path)") } else { try? FileManager.default.removeItem(at: directory) }
        }

        let document = InterchangeBenchmarks.makeDocument()
        let jsonPath = directory.appendingPathComponent("registry.json").path
        try Data(document.encoded()).write(to: URL(fileURLWithPath: jsonPath))
        let commandCount = document.apps.reduce(0) { $0 + $1.screens.reduce(0) { $0 + $1.commands.count } }
        print(
            "import file: \(commandCount) commands in \(document.apps.count * InterchangeBenchmarks.screensPerApp) screens"
        )

        // The tool: read, decode, validate, upsert, change log — one transaction — then SQLite's
        // own floor for the same rows: copied with INSERT … SELECT from the tool's registry into a
        // fresh one (same migrations, page size, WAL and pragmas), one transaction. The two run one
        // right after the other, `pairs` times (TOOLBAR_REGISTRY_BENCH_PAIRS, 3 by default), and
        // the ratio is read from each pair: this machine's speed changes within minutes, and a
        // single pair read 1.4× in one minute and 2.5× in another.
        // The registry is closed after each import, as the importing process would be, so the
        // fresh processes below find a checkpointed database.
        let pairs = max(1, ProcessInfo.processInfo.environment["TOOLBAR_REGISTRY_BENCH_PAIRS"].flatMap(Int.init) ?? 3)
        var toolPath = ""
        var tools: [(wall: Double, cpu: Double)] = []
        var floors: [(wall: Double, cpu: Double)] = []
        for pair in 0..<pairs {
            if !toolPath.isEmpty { try? FileManager.default.removeItem(atPath: toolPath) }
            toolPath = directory.appendingPathComponent("tool-\(pair).sqlite").path
            let tool: (wall: Double, cpu: Double)
            do {
                let registry = try Registry.open(path: toolPath, author: "bench")
                var report = ImportReport()
                tool = try Harness.measure { report = try registry.importFile(jsonPath) }
                let logRows = try registry.changeLog().count
                Harness.report("import 200k commands (tool, change log)", tool, target: 5)
                print(
                    "  added \(report.added.count) records, \(logRows) change-log rows; peak memory \(Int(Harness.peakMemoryMiB())) MiB"
                )
            }
            let floorPath = directory.appendingPathComponent("floor-\(pair).sqlite").path
            let floor = try insertSelectFloor(from: toolPath, into: floorPath)
            try? FileManager.default.removeItem(atPath: floorPath)
            Harness.report("same rows by INSERT … SELECT (SQLite's floor)", floor)
            print(
                String(
                    format: "  pair %d: tool / floor = %.2f× wall, %.2f× CPU", pair + 1, tool.wall / floor.wall,
                    tool.cpu / floor.cpu))
            tools.append(tool)
            floors.append(floor)
        }
        let ratios = zip(tools, floors).map { $0.wall / $1.wall }.sorted()
        let cpuRatios = zip(tools, floors).map { $0.cpu / $1.cpu }.sorted()
        let floorRatio = Harness.median(ratios)
        print(
            String(
                format: "  tool / floor, median of %d pairs = %.2f× wall (%.2f–%.2f×), %.2f× CPU (target ≤ 2×) %@",
                pairs, floorRatio, ratios.first ?? 0, ratios.last ?? 0, Harness.median(cpuRatios),
                floorRatio <= 2 ? "MET" : "MISSED"))
        let tool = tools.sorted { $0.wall < $1.wall }[tools.count / 2]

        // The sqlite3 shell: the same rows (records and change-log entries with the same JSON) as
        // INSERT statements in one transaction, into a database with the same schema.
        let shellPath = directory.appendingPathComponent("shell.sqlite").path
        _ = try Registry.open(path: shellPath, author: "bench")
        let sqlPath = directory.appendingPathComponent("equivalent.sql").path
        try writeEquivalentSQL(document, to: sqlPath)
        let shell = try Harness.spawnAndWait("sqlite3", ["-bail", shellPath, ".read \(sqlPath)"])
        Harness.report("same rows through the sqlite3 shell", shell)
        let ratio = tool.wall / shell.wall
        print(
            String(
                format: "  tool / shell = %.2f× wall, %.2f× CPU (target < 1.5×) %@", ratio, tool.cpu / shell.cpu,
                ratio < 1.5 ? "MET" : "MISSED"))

        // A fresh process listing one screen's commands as JSON, interleaved with the sqlite3
        // shell running the same query as JSON in a fresh process.
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "toolbar-registry")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("  (build the toolbar-registry product in the same configuration to time 'command list')")
            return
        }
        let app = document.apps[document.apps.count / 2]
        let screen = app.screens[app.screens.count / 2].screen
        try compareCommandList(binary: binary.path, database: toolPath, app: app.app.name, screen: screen.name)
    }

    /// Copies every table the import filled from the registry at `source` into a new registry at
    /// `path` with `INSERT INTO t SELECT … FROM source.t WHERE true`, in one transaction, and
    /// returns the wall and CPU time of the copy. `WHERE true` turns off SQLite's transfer
    /// optimization (which copies whole B-tree pages between identical schemas), so every row and
    /// index entry is inserted, as an import must.
    static func insertSelectFloor(from source: String, into path: String) throws -> (wall: Double, cpu: Double) {
        let store = try RegistryStore.open(path: path)
        let connection = store.connection
        try connection.execute("ATTACH DATABASE '\(source.replacingOccurrences(of: "'", with: "''"))' AS source")
        let tables = try connection.query(
            "SELECT name FROM source.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
                + "AND name <> 'schema_migrations' ORDER BY rowid"
        ) { $0.string(0) }
        var filled: [String] = []
        for table in tables
        where try connection.scalarInt(SQL(dynamic: "SELECT 1 FROM source.\"\(table)\" LIMIT 1")) != nil {
            filled.append(table)
        }
        // Parents before children (the migrations create them in that order), foreign keys on.
        return try Harness.measure {
            try connection.execute("BEGIN IMMEDIATE")
            for table in filled {
                try connection.execute("INSERT INTO main.\"\(table)\" SELECT * FROM source.\"\(table)\" WHERE true")
            }
            try connection.execute("COMMIT")
        }
    }

    /// `command list App/Screen --format json` against `sqlite3 -json` running the query it
    /// answers, each a fresh process, interleaved (30 of each after 3 warm-ups), compared by
    /// median wall time and median CPU time.
    static func compareCommandList(binary: String, database: String, app: String, screen: String) throws {
        func literal(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        let query = """
            SELECT c.*, g.name AS group_name FROM commands c JOIN screens s ON s.id = c.screen_id \
            JOIN apps a ON a.id = s.app_id LEFT JOIN toolbar_groups g ON g.id = c.group_id \
            WHERE a.name_key = \(literal(RecordName.foldedKey(app))) AND s.name_key = \(literal(RecordName.foldedKey(screen))) \
            ORDER BY c.position, c.key_fold
            """
        let toolArguments = ["command", "list", "\(app)/\(screen)", "--format", "json", "--db", database]
        let shellArguments = ["-json", "-readonly", database, query]
        for _ in 0..<3 {
            try Harness.spawnAndWait(binary, toolArguments)
            try Harness.spawnAndWait("sqlite3", shellArguments)
        }
        var tool: [(wall: Double, cpu: Double)] = []
        var shell: [(wall: Double, cpu: Double)] = []
        for _ in 0..<30 {
            tool.append(try Harness.spawnAndWait(binary, toolArguments))
            shell.append(try Harness.spawnAndWait("sqlite3", shellArguments))
        }
        Harness.report("command list --format json (fresh process)", samples: tool.map(\.wall).sorted(), target: 0.050)
        Harness.report("  the same query by sqlite3 -json", samples: shell.map(\.wall).sorted())
        let toolCPU = Harness.median(tool.map(\.cpu).sorted())
        let shellCPU = Harness.median(shell.map(\.cpu).sorted())
        let wallRatio = Harness.median(tool.map(\.wall).sorted()) / Harness.median(shell.map(\.wall).sorted())
        print(
            String(
                format: "  median CPU: tool %@, shell %@; tool / shell = %.2f× wall, %.2f× CPU (target ≤ 2×) %@ (%@)",
                Harness.format(toolCPU), Harness.format(shellCPU), wallRatio, toolCPU / shellCPU,
                wallRatio <= 2 ? "MET" : "MISSED", Harness.loadAverage()))
    }

    static func writeEquivalentSQL(_ document: RegistryDocument, to path: String) throws {
        var sql = "BEGIN IMMEDIATE;\n"
        func quote(_ text: String?) -> String {
            guard let text else { return "NULL" }
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        }
        func log(_ kind: String, _ path: String, _ json: JSONValue, app: String, screen: String) {
            sql +=
                "INSERT INTO change_log (at, author, record_kind, record_id, record_path, app_id, screen_id, action, after_json) "
                + "VALUES ('2026-11-29T12:00:00.000Z', 'bench', '\(kind)', last_insert_rowid(), \(quote(path)), \(app), \(screen), 'add', "
                + "\(quote(JSONWriter.string(json, style: .compact))));\n"
        }
        var appID = 0
        var screenID = 0
        var groupID = 0
        for entry in document.apps {
            appID += 1
            let app = entry.app
            sql +=
                "INSERT INTO apps (id, name, name_key, bundle_id, deployment_target, linked_sdk, owner, notes) VALUES "
                + "(\(appID), \(quote(app.name)), \(quote(RecordName.foldedKey(app.name))), \(quote(app.bundleID)), "
                + "'\(app.deploymentTarget)', '\(app.linkedSDK)', \(quote(app.owner)), \(quote(app.notes)));\n"
            log("app", app.name, RecordJSON.encode(app), app: "\(appID)", screen: "NULL")
            for screenEntry in entry.screens {
                screenID += 1
                let screen = screenEntry.screen
                sql +=
                    "INSERT INTO screens (id, app_id, name, name_key, title, title_display_mode, owner, column_role, "
                    + "search_placement, scroll_primary, minimization, vertical_behavior, vertical_opt_out_reason, "
                    + "vertical_compression, toolbar_role, has_tab_bar, navigation_kind, availability_gated, padding_removed, "
                    + "source_file, source_line, notes) VALUES (\(screenID), \(appID), \(quote(screen.name)), "
                    + "\(quote(RecordName.foldedKey(screen.name))), \(quote(screen.title)), '\(screen.titleDisplayMode.rawValue)', "
                    + "\(quote(screen.owner)), '\(screen.columnRole.rawValue)', \(quote(screen.search?.rawValue)), "
                    + "\(screen.scrollPrimary ? 1 : 0), '\(screen.minimization.rawValue)', '\(screen.verticalBehavior.rawValue)', "
                    + "\(quote(screen.verticalOptOutReason)), '\(screen.verticalCompression.rawValue)', "
                    + "'\(screen.toolbarRole.rawValue)', \(screen.hasTabBar ? 1 : 0), '\(screen.navigationKind.rawValue)', "
                    + "\(screen.availabilityGated ? 1 : 0), \(screen.paddingRemoved ? 1 : 0), NULL, NULL, \(quote(screen.notes)));\n"
                let screenPath = "\(app.name)/\(screen.name)"
                log("screen", screenPath, RecordJSON.encode(screen), app: "\(appID)", screen: "\(screenID)")
                var groupIDs: [String: Int] = [:]
                for group in screenEntry.groups {
                    groupID += 1
                    groupIDs[group.name] = groupID
                    sql +=
                        "INSERT INTO toolbar_groups (id, screen_id, name, name_key, placement, priority) VALUES (\(groupID), "
                        + "\(screenID), \(quote(group.name)), \(quote(RecordName.foldedKey(group.name))), "
                        + "'\(group.placement.rawValue)', \(quote(group.priority?.description)));\n"
                    log(
                        "group", "\(screenPath)#\(group.name)", RecordJSON.encode(group), app: "\(appID)",
                        screen: "\(screenID)")
                }
                for command in screenEntry.commands {
                    let custom = command.customView
                    sql +=
                        "INSERT INTO commands (screen_id, group_id, key, key_fold, position, title, symbol, accessibility_label, "
                        + "content_kind, spacer_sizing, custom_width, custom_reacts_to_active, custom_shows_text_and_symbol, "
                        + "custom_adapts_to_vertical_bar, badge, classification, essential, placement, priority, axis, role, "
                        + "needs_confirmation, size_class_condition, usage, alternate_title, notes) VALUES (\(screenID), "
                        + "\(command.group.flatMap { groupIDs[$0] }.map(String.init) ?? "NULL"), \(quote(command.key)), "
                        + "\(quote(RecordName.foldedKey(command.key))), \(command.order), \(quote(command.title)), "
                        + "\(quote(command.symbol)), \(quote(command.accessibilityLabel)), '\(command.content.rawValue)', "
                        + "\(quote(command.spacer?.rawValue)), \(custom.map { "\($0.width)" } ?? "NULL"), "
                        + "\(custom.map { $0.reactsToActiveState ? "1" : "0" } ?? "NULL"), "
                        + "\(custom.map { $0.showsTextAndSymbol ? "1" : "0" } ?? "NULL"), "
                        + "\(custom.map { $0.adaptsToVerticalBar ? "1" : "0" } ?? "NULL"), \(quote(command.badge)), "
                        + "\(quote(command.classification?.rawValue)), \(command.essential ? 1 : 0), '\(command.placement.rawValue)', "
                        + "\(quote(command.priority?.description)), '\(command.axis.rawValue)', '\(command.role.rawValue)', "
                        + "\(command.needsConfirmation ? 1 : 0), '\(command.sizeClassCondition.rawValue)', "
                        + "\(quote(command.usage?.rawValue)), \(quote(command.alternateTitle)), \(quote(command.notes)));\n"
                    log(
                        "command", "\(screenPath)/\(command.key)", RecordJSON.encode(command), app: "\(appID)",
                        screen: "\(screenID)")
                }
            }
        }
        sql += "COMMIT;\n"
        try Data(sql.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func runShell(database: String, script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-bail", database, ".read \(script)"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure(message: "sqlite3 exited \(process.terminationStatus)")
        }
    }
}
