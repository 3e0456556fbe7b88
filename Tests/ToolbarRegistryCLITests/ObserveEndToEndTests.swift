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

    /// The example with Share seen in the overflow menu instead of pinned in the bar (taken an
    /// hour later, so it is another document).
    static func movedShare() throws -> String {
        let moved = try example()
            .replacingOccurrences(of: #"2026-11-30T14:02:11Z"#, with: "2026-11-30T15:00:00Z")
            .replacingOccurrences(
                of: ",\n    "
                    + #"{"identifier": "toolbar.share", "label": "Share", "frame": {"x": 327, "y": 67, "width": 56, "height": 44}}"#,
                with: ""
            )
            .replacingOccurrences(
                of: #"{"identifier": "toolbar.clear-edits", "label": "Clear Edits"}"#,
                with: #"{"identifier": "toolbar.clear-edits", "label": "Clear Edits"}, {"label": "Share"}"#)
        #expect(moved.contains("15:00:00Z") && !moved.contains("\"x\": 327"))
        return moved
    }

    static func seeded(_ files: [String: String]) throws -> BinaryRunner {
        let cli = try BinaryRunner()
        try cli.start(from: RegistryTemplates.seeded)
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
        #expect(
            first.stdout.contains(
                "Imported PhotoEditor/Refactored Editor (iphone-17-portrait, iPhone 17, iOS 27.1) from iphone.json: "
                    + "7 commands seen (7 by identifier, 0 by label); hidden: crop, filters, adjust"), "\(first.stdout)"
        )
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
        text = text.replacingOccurrences(
            of: #"{"identifier": "toolbar.share", "label": "Share""#, with: #"{"label": "share""#)
        text = text.replacingOccurrences(
            of: #"    {"identifier": "toolbar.undo""#,
            with:
                #"    {"identifier": "toolbar.settings", "label": "Settings", "frame": {"x": 150, "y": 400, "width": 100, "height": 44}},"#
                + "\n" + #"    {"identifier": "toolbar.undo""#)
        let cli = try Self.seeded(["labels.json": text])
        defer { cli.cleanUp() }
        let result = try cli.run(["observe", "import", "labels.json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("7 commands seen (6 by identifier, 1 by label)"), "\(result.stdout)")
        #expect(
            result.stdout.contains("matched by label (give them .accessibilityIdentifier(\"toolbar.<key>\")): share"))
        #expect(
            result.stdout.contains("unmatched: 'Settings' (toolbar.settings) outside every bar"), "\(result.stdout)")
        let json = try cli.json(["observe", "import", "labels.json", "--format", "json"])
        let documents = try #require((json["observations"] as? [String: Any])?["documents"] as? [[String: Any]])
        #expect(documents.first?["alreadyImported"] as? Bool == true)
        #expect((documents.first?["matchedByLabel"] as? [String]) == ["share"])
    }

    @Test func aBadFileStopsTheWholeImportAtItsJSONPath() throws {
        let good = try Self.example()
        let bad = good.replacingOccurrences(
            of: #""x": 19, "y": 67, "width": 56"#, with: #""x": 19, "y": 67, "width": -56"#)
        let unknownScreen = good.replacingOccurrences(
            of: #""screen": "Refactored Editor""#, with: #""screen": "Refactored Editr""#)
        let cli = try Self.seeded(["good.json": good, "bad.json": bad, "screen.json": unknownScreen])
        defer { cli.cleanUp() }
        let result = try cli.run(["observe", "import", "good.json", "bad.json"])
        #expect(result.status == 1)
        #expect(
            result.firstErrorLine.hasPrefix("Error: bad.json: $.items[0].frame.width (line 19, column"),
            "\(result.stderr)")
        #expect(result.firstErrorLine.hasSuffix("nothing was imported"))
        let screen = try cli.run(["observe", "import", "good.json", "screen.json"])
        #expect(screen.status == 1)
        #expect(
            screen.firstErrorLine.hasPrefix(
                "Error: screen.json: $.screen: no screen 'Refactored Editr' in app 'PhotoEditor'; did you mean 'Refactored Editor'?"
            ),
            "\(screen.stderr)")
        // Neither run stored good.json.
        #expect(try Self.stored(cli, "good.json") == 1)
        let missing = try cli.run(["observe", "import", "absent.json"])
        #expect(missing.status == 1)
        #expect(missing.firstErrorLine == "Error: 'absent.json': no such file")
    }

    @Test func aFolderStandsForTheJSONFilesInIt() throws {
        let example = try Self.example()
        let cli = try Self.seeded([:])
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(atPath: cli.path("runs/nested.json"), withIntermediateDirectories: true)
        try Data(example.utf8).write(to: URL(fileURLWithPath: cli.path("runs/a.json")))
        try Data(example.replacingOccurrences(of: "14:02:11Z", with: "14:05:00Z").utf8)
            .write(to: URL(fileURLWithPath: cli.path("runs/b.json")))
        try Data("not json".utf8).write(to: URL(fileURLWithPath: cli.path("runs/notes.txt")))
        let result = try cli.run(["observe", "import", "runs"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("from runs/a.json"))
        #expect(result.stdout.contains("from runs/b.json"))
        #expect(result.stdout.hasSuffix("Stored 2 observations.\n"))
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
        #expect(
            result.firstErrorLine.hasPrefix(
                "Error: s.json: $.scenario: no scenario 'iphone-17-portrai' in the registry; did you mean 'iphone-17-portrait'?"
            ),
            "\(result.stderr)")
    }

    @Test func compareShowsEachCommandsPredictedAndObservedPlaceAndTheAgreement() throws {
        let example = try Self.example()
        let moved = try Self.movedShare()
        let cli = try Self.seeded(["iphone.json": example, "moved.json": moved])
        defer { cli.cleanUp() }
        let none = try cli.run(["observe", "compare", "PhotoEditor/Refactored Editor"])
        #expect(none.status == 0)
        #expect(none.stdout.contains("No observations; import some with 'toolbar-registry observe import'"))
        #expect(try cli.run(["observe", "import", "iphone.json", "moved.json"]).status == 0)

        let json = try cli.json(["observe", "compare", "PhotoEditor/Refactored Editor", "--format", "json"])
        let comparison = try #require(json["comparison"] as? [String: Any])
        let screens = try #require(comparison["screens"] as? [[String: Any]])
        #expect(screens.map { $0["screen"] as? String } == ["PhotoEditor/Refactored Editor"])
        let observations = try #require(screens.first?["observations"] as? [[String: Any]])
        #expect(observations.count == 2)
        func places(_ index: Int) -> [String: [String: Any]] {
            let inner = observations[index]["comparison"] as? [String: Any]
            let list = inner?["places"] as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: list.map { ($0["key"] as? String ?? "", $0) })
        }
        #expect(places(0)["status"]?["observed"] as? String == "principal")
        #expect(places(0)["crop"]?["predicted"] as? String == "absent")
        #expect(places(0)["crop"]?["observed"] as? String == "hidden")
        #expect(places(0).values.allSatisfy { $0["agrees"] as? Bool == true })
        #expect(places(1)["share"]?["predicted"] as? String == "pinnedTrailing")
        #expect(places(1)["share"]?["observed"] as? String == "overflowMenu")
        #expect(places(1)["share"]?["agrees"] as? Bool == false)
        #expect(places(1)["share"]?["matchedBy"] as? String == "label")
        let agreement = try #require(comparison["agreement"] as? [String: Any])
        #expect(agreement["agreed"] as? Int == 19)
        #expect(agreement["compared"] as? Int == 20)

        let text = try cli.run(["observe", "compare", "PhotoEditor/Refactored Editor"])
        #expect(text.status == 0)
        #expect(
            text.stdout.hasPrefix(
                "PhotoEditor/Refactored Editor\n  iPhone 17, iOS 27.1 — iphone-17-portrait "
                    + "(402 × 874 pt, SDK 27.1), imported "), "\(text.stdout)")
        #expect(text.stdout.contains("agreement: 10 of 10 places (100 %)"))
        #expect(text.stdout.contains("agreement: 9 of 10 places (90 %)"))
        #expect(text.stdout.contains("Screen agreement: 19 of 20 places (95 %)"))
        let app = try cli.run(["observe", "compare", "PhotoEditor"])
        #expect(app.stdout.contains("App agreement (1 of 2 screens observed): 19 of 20 places (95 %)"), "\(app.stdout)")
        let unknown = try cli.run(["observe", "compare", "PhotoEditor/Nope"])
        #expect(unknown.status == 1)
        #expect(unknown.firstErrorLine.hasPrefix("Error: no screen 'Nope' in app 'PhotoEditor'"))
    }

    @Test func generateWritesTheXCUITestThatRecordsTheToolbar() throws {
        let cli = try Self.seeded([:])
        defer { cli.cleanUp() }
        let output = cli.path("EditorToolbarObservationTests.swift")
        for _ in 0..<2 {
            let result = try cli.run(["generate", "PhotoEditor/Refactored Editor", "--xcuitest", "--output", output])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let source = try String(contentsOfFile: output, encoding: .utf8)
        #expect(source.contains("final class RefactoredEditorToolbarObservationTests: XCTestCase {"))
        #expect(source.contains("static let registryScreen = \"Refactored Editor\""))
        #expect(source.contains("\"toolbar.share\","))
        let named = try cli.run([
            "generate", "PhotoEditor/Refactored Editor", "--xcuitest", "--type-name", "EditorUITests"
        ])
        #expect(named.stdout.contains("final class EditorUITests: XCTestCase {"))
        #expect(named.stdout.contains("Bundle(for: EditorUITests.self)"))
    }

    @Test func calibrateFitsTheMetricsAndWritesNothing() throws {
        let cli = try Self.seeded(["iphone.json": try Self.example()])
        defer { cli.cleanUp() }
        let none = try cli.run(["calibrate"])
        #expect(none.status == 0)
        #expect(none.stdout.hasPrefix("No observations to calibrate from"))
        #expect(try cli.run(["observe", "import", "iphone.json"]).status == 0)
        let result = try cli.run(["calibrate", "PhotoEditor"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("1 observation\nBefore: 10 of 10 places (100 %)"), "\(result.stdout)")
        #expect(result.stdout.contains("averageGlyphWidth  all      8.5      -  not determined"), "\(result.stdout)")
        #expect(
            result.stdout.contains("PhotoEditor/Refactored Editor/status: custom view recorded 72 pt, observed 70 pt"))
        #expect(
            result.stdout.hasSuffix(
                "Nothing was written; pin values you trust under \"metrics\" in .toolbar-registry.json "
                    + "(docs/audits.md), or run with --write.\n"))
        let json = try cli.json(["calibrate", "--format", "json"])
        let calibration = try #require(json["calibration"] as? [String: Any])
        #expect(calibration["observations"] as? Int == 1)
        let metrics = try #require(calibration["metrics"] as? [[String: Any]])
        #expect(
            metrics.map { $0["estimate"] as? String } == [
                "itemPadding", "averageGlyphWidth", "capsulePadding", "groupGap"
            ])
        #expect(try cli.run(["calibrate", "Nope"]).status == 1)
    }
}
