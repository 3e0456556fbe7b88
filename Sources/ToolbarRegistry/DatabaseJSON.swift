import ToolbarModel
import ToolbarStorage

extension MigrationStatus {
    /// `db status --format json`: the applied migrations with their checksums and when they were
    /// applied, the pending ones by file name.
    public var json: JSONValue {
        .object([
            JSONMember(
                "applied",
                .array(
                    applied.map { migration in
                        .object([
                            JSONMember("version", .number(Double(migration.version))),
                            JSONMember("name", .string(migration.name)),
                            JSONMember("checksum", .string(migration.checksum)),
                            JSONMember("appliedAt", .string(migration.appliedAt))
                        ])
                    })),
            JSONMember("pending", .array(pending.map { .string($0.fileName) }))
        ])
    }
}

extension DatabaseCheck {
    /// `db check --format json`: whether the registry is healthy, its problems, its pending
    /// migrations by file name.
    public var json: JSONValue {
        .object([
            JSONMember("ok", .bool(problems.isEmpty)),
            JSONMember("problems", .array(problems.map { .string($0) })),
            JSONMember("pending", .array(pending.map { .string($0.fileName) }))
        ])
    }
}
