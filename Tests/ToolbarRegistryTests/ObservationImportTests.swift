import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry
import ToolbarStorage

/// What `observe import` stores: the document, device and window, and each element with its
/// frame, region and the command it was matched to.
@Suite struct ObservationImportTests {
    static func example() throws -> Observation {
        let page = try String(contentsOf: Repository.url("docs/observations.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page[start.upperBound...].range(of: "```"))
        return try Observation.decode(Array(page[start.upperBound..<end.lowerBound].utf8))
    }

    @Test func elementsAreStoredWithTheirRegionAndCommand() throws {
        let directory = try TemporaryDirectory()
        let registry = try directory.registry()
        _ = try registry.seed()
        let report = try registry.importObservations([("example.json", try Self.example())])
        #expect(report.stored == 1)
        let app = try #require(try registry.store.app(named: "PhotoEditor"))
        let screen = try #require(try registry.store.screen(appID: app.id, named: "Refactored Editor"))
        let stored = try registry.store.observations(screenID: screen.id)
        #expect(stored.count == 1)
        let observation = try #require(stored.first)
        #expect(observation.scenario == "iphone-17-portrait")
        #expect(observation.deviceName == "iPhone 17" && observation.osVersion == "27.1")
        #expect(observation.linkedSDK == "27.1")
        #expect(observation.windowWidth == 402 && observation.windowHeight == 874)
        #expect(observation.importedBy == "tester" && observation.importedAt == "2026-11-29T12:00:00.000Z")
        #expect(try Observation.decode(Array(observation.document.utf8)) == (try Self.example()))
        let commands = Dictionary(
            uniqueKeysWithValues: try registry.store.commands(screenID: screen.id)
                .map { ($0.id, $0.value.key) })
        let elements = try registry.store.observationElements(observationID: observation.id)
        let read = elements.map { element in
            "\(element.kind.rawValue) \(element.label) \(element.region ?? "-") "
                + "\(element.commandID.flatMap { commands[$0] } ?? "-") \(element.matchedBy ?? "-")"
        }
        #expect(
            read == [
                "item Undo leading undo identifier", "item Redo leading redo identifier",
                "item Edited principal status identifier", "item Share pinnedTrailing share identifier",
                "overflowButton More trailing - -",
                "menuEntry Replace Photo overflowMenu replace-photo identifier",
                "menuEntry Export Image overflowMenu export-image identifier",
                "menuEntry Clear Edits overflowMenu clear-edits identifier"
            ])
        #expect(elements.first?.frame == ObservedRect(x: 19, y: 67, width: 56, height: 44))
        // The same document again is not stored twice.
        #expect(try registry.importObservations([("again.json", try Self.example())]).stored == 0)
        #expect(try registry.store.observations(screenID: screen.id).count == 1)
    }

    @Test func anUnknownScreenRefusesEveryDocumentOfTheImport() throws {
        let directory = try TemporaryDirectory()
        let registry = try directory.registry()
        _ = try registry.seed()
        var other = try Self.example()
        other.screen = "Nowhere"
        #expect(throws: RegistryError.self) {
            _ = try registry.importObservations([("a.json", try Self.example()), ("b.json", other)])
        }
        let app = try #require(try registry.store.app(named: "PhotoEditor"))
        let screen = try #require(try registry.store.screen(appID: app.id, named: "Refactored Editor"))
        #expect(try registry.store.observations(screenID: screen.id).isEmpty)
    }
}
