import Foundation
import Testing

/// `observe import` (and `observe compare`) through the built binary, on the seed apps and the
/// example document of docs/observations.md.
@Suite struct ObserveEndToEndTests {
    /// The first ```json block of docs/observations.md: PhotoEditor's Refactored Editor on an iPhone 17.
    static func example() throws -> String {
        let page = try String(
            contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent("docs/observations.md"), encoding: .utf8)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page[start.upperBound...].range(of: "```"))
        return String(page[start.upperBound..<end.lowerBound])
    }

    static func seeded(_ files: [String: String]) throws -> BinaryRunner {
        let cli = try BinaryRunner()
        #expect(try cli.run(["seed"]).status == 0)
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: cli.path(name)))
        }
        return cli
    }

    static func stored(_ cli: BinaryRunner, _ file: String) throws -> Int {
        let json = try cli.json(["observe", "import", file, "--dry-run", "--format", "json"])
        return ((json["observations"] as? [String: Any])?["stored"] as? Int) ?? -1
    }

    @Test func importStoresTheDocumentOnceAndSaysWhatItMatched() throws {
        let cli = try Self.seeded(["iphone.json": try Self.example()])
        defer { cli.cleanUp() }
        let first = try cli.run(["observe", "import", "iphone.json"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(
            "Imported PhotoEditor/Refactored Editor (iphone-17-portrait, iPhone 17, iOS 27.1) from iphone.json: "
                + "9 commands seen (9 by identifier, 0 by label); hidden: status"), "\(first.stdout)")
        #expect(first.stdout.hasSuffix("Stored 1 observation.\n"))
        let second = try cli.run(["observe", "import", "iphone.json"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("Already imported: PhotoEditor/Refactored Editor"))
        #expect(second.stdout.hasSuffix("Stored 0 observations.\n"))
        let log = try cli.run(["log", "PhotoEditor/Refactored Editor"])
        #expect(log.stdout.components(separatedBy: "observe").count - 1 == 1, "\(log.stdout)")
    }

    @Test func labelsMatchWhenIdentifiersAreMissingAndUnknownElementsAreListed() throws {
        var text = try Self.example()
        text = text.replacingOccurrences(of: #"{"identifier": "toolbar.share", "label": "Share""#, with: #"{"label": "share""#)
        text = text.replacingOccurrences(
            of: #"    {"identifier": "toolbar.undo""#,
            with: #"    {"identifier": "toolbar.settings", "label": "Settings", "frame": {"x": 250, "y": 67, "width": 36, "height": 44}},"#
                + "\n" + #"    {"identifier": "toolbar.undo""#)
        let cli = try Self.seeded(["labels.json": text])
        defer { cli.cleanUp() }
        let result = try cli.run(["observe", "import", "labels.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("9 commands seen (8 by identifier, 1 by label)"), "\(result.stdout)")
        #expect(result.stdout.contains("matched by label (give them .accessibilityIdentifier(\"toolbar.<key>\")): share"))
        #expect(result.stdout.contains("unmatched: 'Settings' (toolbar.settings) in trailing"), "\(result.stdout)")
        let json = try cli.json(["observe", "import", "labels.json", "--format", "json"])
        let documents = try #require((json["observations"] as? [String: Any])?["documents"] as? [[String: Any]])
        #expect(documents.first?["alreadyImported"] as? Bool == true)
        #expect((documents.first?["matchedByLabel"] as? [String]) == ["share"])
    }

    @Test func aBadFileStopsTheWholeImportAtItsJSONPath() throws {
        let good = try Self.example()
        let bad = good.replacingOccurrences(of: #""x": 16, "y": 67, "width": 44"#, with: #""x": 16, "y": 67, "width": -44"#)
        let unknownScreen = good.replacingOccurrences(of: #""screen": "Refactored Editor""#, with: #""screen": "Refactored Editr""#)
        let cli = try Self.seeded(["good.json": good, "bad.json": bad, "screen.json": unknownScreen])
        defer { cli.cleanUp() }
        let result = try cli.run(["observe", "import", "good.json", "bad.json"])
        #expect(result.status == 1)
        #expect(result.firstErrorLine.hasPrefix("Error: bad.json: $.items[0].frame.width (line 20, column"),
                "\(result.stderr)")
        #expect(result.firstErrorLine.hasSuffix("nothing was imported"))
        let screen = try cli.run(["observe", "import", "good.json", "screen.json"])
        #expect(screen.status == 1)
        #expect(screen.firstErrorLine.hasPrefix(
            "Error: screen.json: $.screen: no screen 'Refactored Editr' in app 'PhotoEditor'; did you mean 'Refactored Editor'?"),
            "\(screen.stderr)")
        // Neither run stored good.json.
        #expect(try Self.stored(cli, "good.json") == 1)
        let missing = try cli.run(["observe", "import", "absent.json"])
        #expect(missing.status == 1)
        #expect(missing.firstErrorLine == "Error: 'absent.json': no such file")
    }

    @Test func aDryRunWritesNothing() throws {
        let cli = try Self.seeded(["iphone.json": try Self.example()])
        defer { cli.cleanUp() }
        let dry = try cli.run(["observe", "import", "iphone.json", "--dry-run"])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("Would import PhotoEditor/Refactored Editor"))
        #expect(dry.stdout.hasSuffix("Would store 1 observation; nothing was written (--dry-run).\n"))
        #expect(try cli.run(["observe", "import", "iphone.json"]).stdout.hasSuffix("Stored 1 observation.\n"))
    }

    @Test func aScenarioTheRegistryLacksIsRefused() throws {
        let text = try Self.example().replacingOccurrences(of: "\"iphone-17-portrait\"", with: "\"iphone-17-portrai\"")
        let cli = try Self.seeded(["s.json": text])
        defer { cli.cleanUp() }
        let result = try cli.run(["observe", "import", "s.json"])
        #expect(result.status == 1)
        #expect(result.firstErrorLine.hasPrefix(
            "Error: s.json: $.scenario: no scenario 'iphone-17-portrai' in the registry; did you mean 'iphone-17-portrait'?"),
            "\(result.stderr)")
    }
}
