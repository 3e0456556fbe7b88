import ToolbarModel
import ToolbarStorage

extension Registry {
    /// Every scenario, sorted by name.
    public func scenarios() throws -> [Scenario] {
        try read { try store.scenarios().map(\.value) }
    }

    /// The scenario named `name`.
    public func scenario(_ name: String) throws -> Scenario {
        try read {
            if let scenario = try store.scenario(named: name) { return scenario.value }
            throw RegistryError.notFound(
                kind: "scenario", name: name, parent: nil,
                suggestion: Suggestions.closest(to: name, among: try store.scenarios().map(\.value.name)))
        }
    }

    /// Adds a scenario.
    public func addScenario(_ scenario: Scenario) throws {
        try scenario.validate()
        try write {
            if try store.scenario(named: scenario.name) != nil {
                throw RegistryError.alreadyExists(kind: "scenario", name: scenario.name, parent: nil)
            }
            let id = try store.insertScenario(scenario)
            try log(
                "add", kind: "scenario", id: id, path: "scenario:\(scenario.name)", appID: nil, screenID: nil,
                before: nil, after: RecordJSON.encode(scenario))
        }
    }

    /// Removes a scenario.
    public func removeScenario(_ name: String) throws {
        try write {
            guard let stored = try store.scenario(named: name) else {
                throw RegistryError.notFound(
                    kind: "scenario", name: name, parent: nil,
                    suggestion: Suggestions.closest(to: name, among: try store.scenarios().map(\.value.name)))
            }
            try store.deleteScenario(id: stored.id)
            try log(
                "remove", kind: "scenario", id: stored.id, path: "scenario:\(stored.value.name)", appID: nil,
                screenID: nil, before: RecordJSON.encode(stored.value), after: nil)
        }
    }
}
