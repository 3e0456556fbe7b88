import ToolbarModel

/// An item as `toolbar-registry checklist` lists it (`--format json`): everything but the examples.
public struct CatalogueEntry: Codable, Hashable, Sendable {
    /// Stable kebab-case id.
    public var id: String
    /// One line naming the question.
    public var title: String
    /// Why it matters, naming the seed guidance or evidence it enforces.
    public var rationale: String
    /// How serious its findings are.
    public var severity: Severity
    /// Automatic or manual.
    public var kind: ItemKind
    /// How many triggering and non-triggering examples `checklist show ID` can print.
    public var exampleCount: Int

    public init(_ description: ItemDescription) {
        self.id = description.id
        self.title = description.title
        self.rationale = description.rationale
        self.severity = description.severity
        self.kind = description.kind
        self.exampleCount = description.triggering.count + description.nonTriggering.count
    }
}

extension Checklist {
    /// The catalogue as plain, encodable entries, with `configuration`'s severities applied.
    public static func entries(configuration: ChecklistConfiguration = .standard) -> [CatalogueEntry] {
        catalogue.map { item in
            var entry = CatalogueEntry(item.description)
            entry.severity = configuration.severity(of: item.description)
            return entry
        }
    }
}
