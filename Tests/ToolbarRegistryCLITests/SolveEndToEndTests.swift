import Foundation
import Testing

/// solve, sweep and where as a user runs them (in process, see BinaryRunner), on the seed apps.
@Suite struct SolveEndToEndTests {
    @Test func solveDrawsTheBarsAndListsTheOverflowMenu() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let result = try cli.run(["solve", "PhotoEditor/Crowded Editor", "--scenario", "iphone-se-portrait"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Navigation bar"))
        #expect(result.stdout.contains("┌"))
        #expect(result.stdout.contains("Share    lack of room"))
    }

    @Test func solveAsJSONGivesTheVersionedLayout() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let json = try cli.json([
            "solve", "PhotoEditor/Refactored Editor", "--scenario", "iphone-se-portrait", "--format", "json"
        ])
        #expect(json["version"] as? Int == 1)
        let layout = try #require(json["layout"] as? [String: Any])
        #expect(layout["formatVersion"] as? Int == 1)
        let overflow = try #require(layout["overflow"] as? [[String: Any]])
        #expect(
            overflow.prefix(4).map { $0["key"] as? String } == [
                "replace-photo", "export-image", "overflow-divider", "clear-edits"
            ])
        let items = try #require(layout["items"] as? [[String: Any]])
        #expect(items.contains { $0["key"] as? String == "share" && $0["region"] as? String == "pinnedTrailing" })
    }

    @Test func customScenarioOptionsOverrideThePreset() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let narrow = try cli.json(["solve", "PhotoEditor/Crowded Editor", "--width", "320", "--format", "json"])
        let wide = try cli.json(["solve", "PhotoEditor/Crowded Editor", "--width", "1000", "--format", "json"])
        let narrowOverflow = ((narrow["layout"] as? [String: Any])?["overflow"] as? [Any])?.count ?? 0
        let wideOverflow = ((wide["layout"] as? [String: Any])?["overflow"] as? [Any])?.count ?? 0
        #expect(narrowOverflow > wideOverflow)
        #expect(((wide["layout"] as? [String: Any])?["scenario"] as? String) == "iphone-17-portrait+custom")
        #expect(try cli.run(["solve", "PhotoEditor/Crowded Editor", "--width", "50"]).status == 64)
    }

    @Test func sweepListsExactBreakpoints() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let text = try cli.run(["sweep", "PhotoEditor/Crowded Editor"])
        #expect(text.stdout.contains("moves to overflow below"))
        let json = try cli.json(["sweep", "PhotoEditor/Crowded Editor", "--format", "json"])
        let breakpoints = try #require((json["sweep"] as? [String: Any])?["breakpoints"] as? [[String: Any]])
        #expect(!breakpoints.isEmpty)
        let widths = breakpoints.compactMap { $0["width"] as? Double }
        #expect(widths == widths.sorted())
        // sweep agrees with solve just below and at the first breakpoint.
        let first = try #require(breakpoints.first)
        let key = try #require(first["key"] as? String)
        let width = try #require(first["width"] as? Double)
        func region(_ width: Double) throws -> String? {
            let layout =
                try cli.json(["solve", "PhotoEditor/Crowded Editor", "--width", String(width), "--format", "json"])[
                    "layout"] as? [String: Any]
            if ((layout?["overflow"] as? [[String: Any]]) ?? []).contains(where: { $0["key"] as? String == key }) {
                return "overflowMenu"
            }
            return ((layout?["items"] as? [[String: Any]]) ?? []).first { $0["key"] as? String == key }?["region"]
                as? String
        }
        #expect(try region(width - 1) == "overflowMenu")
        #expect(try region(width) == first["atOrAbove"] as? String)
    }

    @Test func whereAnswersForEveryScenario() throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        try cli.start(from: RegistryTemplates.seeded)
        let json = try cli.json(["where", "PhotoEditor/Crowded Editor/share", "--format", "json"])
        let places = try #require(json["places"] as? [[String: Any]])
        let scenarios = try cli.json(["scenario", "list", "--format", "json"])["scenarios"] as? [Any]
        #expect(places.count == scenarios?.count)
        #expect(places.contains { $0["region"] as? String == "verticalColumn" })
        let one = try cli.run(["where", "PhotoEditor/Crowded Editor/share", "--scenario", "iphone-se-portrait"])
        #expect(one.stdout.contains("Where is Share?"))
        #expect(
            try cli.run(["where", "PhotoEditor/Crowded Editor/shre"]).firstErrorLine.contains("did you mean 'share'?"))
    }
}
