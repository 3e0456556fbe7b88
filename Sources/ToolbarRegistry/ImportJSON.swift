import ToolbarModel

// MARK: - The JSON shape of an import (version 1)

/// What `import --format json` prints under `import` (docs/cli-json.md): the
/// record paths added, changed, renamed and removed, and every field changed with its value
/// before and after (each left out when the record had or has none).
public struct ImportReportJSON: Codable, Hashable, Sendable {
    public var added: [String]
    public var changed: [String]
    public var dryRun: Bool
    public var fields: [Field]
    public var removed: [String]
    public var renamed: [ImportRename]

    /// One changed field: the record (its path after the change), the field's key in the
    /// interchange format, and its value before and after.
    public struct Field: Codable, Hashable, Sendable {
        public var before: JSONValue?
        public var after: JSONValue?
        public var field: String
        public var record: String

        public init(_ change: ImportFieldChange) {
            before = change.before
            after = change.after
            field = change.field
            record = change.path
        }
    }

    /// The document of `report`; `dryRun` says whether nothing was written.
    public init(_ report: ImportReport, dryRun: Bool) {
        added = report.added
        changed = report.changed
        self.dryRun = dryRun
        fields = report.fields.map(Field.init)
        removed = report.removed
        renamed = report.renamed
    }
}
