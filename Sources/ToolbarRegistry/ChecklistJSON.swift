import ToolbarChecklist
import ToolbarModel

extension CatalogueEntry {
    /// One item of `checklist list --format json`: its id, kind, severity and title.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("id", id)
        object.set("kind", kind.rawValue)
        object.set("severity", severity.rawValue)
        object.set("title", title)
        return object.value
    }
}

extension ItemDescription {
    /// `checklist show ID --format json`: the item with its rationale and the summaries of its
    /// triggering and non-triggering examples.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("id", id)
        object.set("title", title)
        object.set("kind", kind.rawValue)
        object.set("severity", severity.rawValue)
        object.set("rationale", rationale)
        object.set("triggering", .array(triggering.map { .string($0.summary) }))
        object.set("nonTriggering", .array(nonTriggering.map { .string($0.summary) }))
        return object.value
    }
}
