import ToolbarModel
import ToolbarRegistry

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `toolbar-registry db status|migrate|check`.
enum DatabaseCommands {
    static let spec = CommandSpec(
        "db", abstract: "Inspect and maintain the registry database.",
        subcommands: [status, migrate, check, backup, restore])

    static let backup = CommandSpec(
        "backup",
        abstract: "Copy the registry to a file with SQLite's online backup (safe while others write; never writes).",
        arguments: [.required("path", help: "Where to write the copy (replaced safely; never the registry itself).")],
        run: { parsed in
            let path = try parsed.filePath(try parsed.argument("path") ?? "", for: "<path>")
            try parsed.openRegistryReadOnly().backup(to: parsed.resolved(path))
            parsed.output.line("Backed up '\(try parsed.databasePath)' to '\(path)'.")
            return .success
        })

    static let restore = CommandSpec(
        "restore", abstract: "Replace the registry's contents with a backup (refuses a non-registry or a newer one).",
        arguments: [.required("path", help: "The backup to restore.")],
        run: { parsed in
            let path = try parsed.argument("path") ?? ""
            try parsed.openRegistry(.create).restore(from: parsed.resolved(path))
            parsed.output.line("Restored '\(try parsed.databasePath)' from '\(path)'.")
            return .success
        })

    static let status = CommandSpec(
        "status", abstract: "List applied and pending migrations (never writes).", options: [GlobalOptions.format.spec],
        run: { parsed in
            let registry = try parsed.openRegistryReadOnly()
            let status = try registry.migrationStatus()
            if try parsed.wantsJSON {
                parsed.printJSON("migrations", status.json)
                return .success
            }
            var table = TextTable(headers: ["VERSION", "NAME", "STATE", "APPLIED AT"])
            for migration in status.applied {
                table.addRow([String(migration.version), migration.name, "applied", migration.appliedAt])
            }
            for migration in status.pending {
                table.addRow([String(migration.version), migration.name, "pending", "-"])
            }
            parsed.output.write(table.render())
            parsed.output.line(
                status.pending.isEmpty
                    ? "Up to date." : "\(status.pending.count) pending; run 'toolbar-registry db migrate'.")
            return .success
        })

    static let migrate = CommandSpec(
        "migrate",
        abstract:
            "Apply pending migrations to an existing registry (any command that can write also does this on open).",
        run: { parsed in
            let applied = try parsed.openRegistry(.write).appliedMigrations
            parsed.output.line(
                applied.isEmpty
                    ? "Up to date."
                    : "Applied \(applied.count) migration(s): "
                        + applied.map { $0.fileName }.joined(separator: ", ") + ".")
            return .success
        })

    static let check = CommandSpec(
        "check",
        abstract:
            "Check the schema against the migrations, SQLite's integrity and foreign keys, and report pending migrations (never writes).",
        options: [GlobalOptions.format.spec],
        run: { parsed in
            let result = try parsed.openRegistryReadOnly().databaseCheck()
            if try parsed.wantsJSON {
                parsed.printJSON("check", result.json)
                guard result.problems.isEmpty else {
                    throw Failure(
                        "the registry failed its check (\(result.problems.count) problem(s)); restore a backup")
                }
                return .success
            }
            for problem in result.problems { parsed.output.line(problem) }
            for migration in result.pending {
                parsed.output.line(
                    "pending: migration \(migration.version) (\(migration.name)); the next command that writes applies it, "
                        + "or 'toolbar-registry db migrate'")
            }
            guard result.problems.isEmpty else {
                throw Failure("the registry failed its check (\(result.problems.count) problem(s)); restore a backup")
            }
            parsed.output.line("ok")
            return .success
        })
}
