import Foundation
import Testing
import ToolbarModel

/// The observation document (docs/observations.md): the example there reads, documents round-trip,
/// the schema describes what the reader accepts, and bad documents are refused at their JSON path.
@Suite struct ObservationDocumentTests {
    /// The first ```json block of docs/observations.md.
    static func documentedExample() throws -> String {
        let page = String(decoding: try Repository.bytes("docs/observations.md"), as: UTF8.self)
        let start = try #require(page.range(of: "```json\n"))
        let end = try #require(page[start.upperBound...].range(of: "```"))
        return String(page[start.upperBound..<end.lowerBound])
    }

    static func refusal(_ text: String) -> InterchangeError? {
        do {
            _ = try Observation.decode(Array(text.utf8))
            return nil
        } catch let error as InterchangeError {
            return error
        } catch {
            return nil
        }
    }

    @Test func theDocumentedExampleReads() throws {
        let observation = try Observation.decode(Array(try Self.documentedExample().utf8))
        #expect(observation.app == "PhotoEditor")
        #expect(observation.screen == "Refactored Editor")
        #expect(observation.device.summary == "iPhone 17, iOS 27.1")
        #expect(observation.linkedSDK == OSVersion(27, 1))
        #expect(observation.window.width == 402)
        #expect(observation.horizontalSizeClass == .compact)
        #expect(
            observation.items.map(\.identifier) == ["toolbar.undo", "toolbar.redo", "toolbar.status", "toolbar.share"])
        #expect(observation.overflow?.opened == true)
        #expect(observation.overflow?.entries.count == 3)
        #expect(observation.inferredTarget == .iPhone)
    }

    @Test func aDocumentRoundTripsThroughItsJSON() throws {
        let observation = try Observation.decode(Array(try Self.documentedExample().utf8))
        let again = try Observation.decode(Array(observation.jsonText.utf8))
        #expect(again == observation)
        #expect(again.jsonText == observation.jsonText)
    }

    @Test func absentOptionalKeysTakeTheirDefaults() throws {
        let observation = try Observation.decode(Array(Self.minimal().utf8))
        #expect(observation.orientation == .unknown)
        #expect(observation.dynamicType == .large)
        #expect(!observation.searchActive)
        #expect(observation.items.isEmpty && observation.bars.isEmpty && observation.overflow == nil)
        #expect(!observation.device.simulator)
    }

    @Test func theTargetIsInferredFromDeviceAndWindow() throws {
        var observation = try Observation.decode(Array(Self.minimal().utf8))
        observation.device.idiom = "pad"
        observation.screenSize = ObservedRect(x: 0, y: 0, width: 1032, height: 1376)
        observation.window = ObservedRect(x: 315, y: 251, width: 402, height: 874)
        #expect(observation.inferredTarget == .iPhoneOnIPad)
        observation.window = observation.screenSize
        #expect(observation.inferredTarget == .iPad)
        observation.bars = [ObservedBar(kind: .navigationBar, frame: ObservedRect(x: 0, y: 0, width: 80, height: 1376))]
        #expect(observation.inferredTarget == .foldable)
        observation.target = .iPhoneMirroring
        #expect(observation.inferredTarget == .iPhoneMirroring)
    }

    /// A valid document with `extra` members added at the top level.
    static func minimal(_ extra: String = "", version: String = "1") -> String {
        """
        {
          "format": "toolbar-registry-observation",
          "version": \(version),
          "app": "PhotoEditor",
          "screen": "Editor",
          "device": {"model": "iPhone18,3", "osVersion": "27.1"},
          "screenSize": {"x": 0, "y": 0, "width": 402, "height": 874},
          "window": {"x": 0, "y": 0, "width": 402, "height": 874}\(extra)
        }
        """
    }

    static let refusals: [(String, String, InterchangeError.Kind, String, Int?)] = [
        ("not JSON", "{\"format\": ", .malformedJSON, "$.format", 1),
        ("a registry file", #"{"format": "toolbar-registry", "version": 3}"#, .unsupportedFormat, "$.format", 1),
        ("a newer version", minimal(version: "2"), .unsupportedVersion, "$.version", 3),
        ("an unknown key", minimal(",\n  \"colour\": \"red\""), .unknownKey, "$.colour", 9),
        (
            "no window",
            #"{"format": "toolbar-registry-observation", "version": 1, "app": "A", "screen": "B", "#
                + #""device": {"model": "m", "osVersion": "27.1"}, "screenSize": {"x": 0, "y": 0, "width": 1, "height": 1}}"#,
            .missingField, "$.window", 1
        ),
        (
            "a negative width",
            minimal(
                ",\n  \"items\": [{\"label\": \"Share\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": -44, \"height\": 44}}]"
            ),
            .invalidRecord, "$.items[0].frame.width", 9
        ),
        ("a frame as text", minimal(",\n  \"keyboard\": \"up\""), .wrongType, "$.keyboard", 9),
        (
            "an unknown bar kind",
            minimal(
                ",\n  \"bars\": [{\"kind\": \"tabBar\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, \"height\": 1}}]"),
            .unknownValue, "$.bars[0].kind", 9
        ),
        (
            "a bad app name", minimal().replacingOccurrences(of: "\"PhotoEditor\"", with: "\"Photo/Editor\""),
            .invalidRecord, "$.app", 4
        ),
        (
            "a device without an OS version", minimal().replacingOccurrences(of: ", \"osVersion\": \"27.1\"", with: ""),
            .missingField, "$.device.osVersion", 6
        ),
        (
            "entries of an unopened menu",
            minimal(
                ",\n  \"overflow\": {\"button\": {\"label\": \"More\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 1, "
                    + "\"height\": 1}}, \"opened\": false, \"entries\": [{\"label\": \"Crop\"}]}"),
            .invalidRecord, "$.overflow.entries", 9
        ),
        (
            "a tiny window",
            minimal().replacingOccurrences(
                of: "\"window\": {\"x\": 0, \"y\": 0, \"width\": 402",
                with: "\"window\": {\"x\": 0, \"y\": 0, \"width\": 40"),
            .invalidRecord, "$.window.width", nil
        )
    ]

    @Test(arguments: refusals.indices)
    func aBadDocumentIsRefusedAtItsJSONPath(index: Int) {
        let (name, text, kind, path, line) = Self.refusals[index]
        let error = Self.refusal(text)
        #expect(error?.kind == kind, "\(name): \(error.map(String.init(describing:)) ?? "accepted")")
        #expect(error?.path == path, "\(name)")
        if let line { #expect(error?.line == line, "\(name)") }
        #expect(error?.description.hasPrefix(path) == true, "\(name)")
    }

    @Test func tooManyItemsAreRefusedByTheirBound() {
        let item = #"{"label": "x", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
        let items = Array(repeating: item, count: Observation.itemLimit + 1).joined(separator: ",")
        let error = Self.refusal(Self.minimal(",\n  \"items\": [\(items)]"))
        #expect(error?.path == "$.items[\(Observation.itemLimit)]")
    }

    @Test func everyTruncationIsRefusedCleanly() throws {
        let bytes = Array(try Self.documentedExample().utf8)
        for length in stride(from: 0, to: bytes.count - 2, by: 7) {
            #expect(throws: InterchangeError.self) { try Observation.decode(Array(bytes[0..<length])) }
        }
    }

    // MARK: - The schema

    static func schema() throws -> JSONValue {
        try JSONParser.parse(Repository.bytes("docs/observation.schema.json"))
    }

    static func keys(_ node: JSONValue?) -> [String] {
        guard case .object(let members)? = node?["properties"] else { return [] }
        return members.map(\.key).sorted()
    }

    @Test func theSchemaDescribesExactlyTheKeysTheReaderAccepts() throws {
        let schema = try Self.schema()
        let definitions = schema["$defs"]
        let expected: [(JSONValue?, [String])] = [
            (
                schema,
                [
                    "app", "bars", "device", "dynamicType", "format", "generator", "items", "keyboard", "linkedSDK",
                    "locale", "orientation", "overflow", "scenario", "screen", "screenSize", "searchActive",
                    "sizeClasses", "takenAt", "target", "title", "version", "window"
                ]
            ),
            (schema["properties"]?["device"], ["idiom", "model", "name", "osVersion", "simulator"]),
            (schema["properties"]?["overflow"], ["button", "entries", "opened"]),
            (schema["properties"]?["title"], ["frame", "text"]),
            (definitions?["rect"], ["height", "width", "x", "y"]),
            (definitions?["item"], ["frame", "identifier", "label"]),
            (definitions?["menuEntry"], ["identifier", "label"]),
            (definitions?["bar"], ["frame", "kind"])
        ]
        for (node, keys) in expected {
            #expect(Self.keys(node) == keys)
            #expect(node?["additionalProperties"] == .bool(false))
        }
        func listed(_ name: String) -> [String] {
            guard case .array(let values)? = definitions?[name]?["enum"] else { return [] }
            return values.compactMap { if case .string(let text) = $0 { text } else { nil } }.sorted()
        }
        #expect(listed("orientation") == ObservedOrientation.allowedValues.sorted())
        #expect(listed("scenarioTarget") == ScenarioTarget.allowedValues.sorted())
        #expect(listed("dynamicTypeSize") == DynamicTypeSize.allowedValues.sorted())
        #expect(schema["properties"]?["version"]?["maximum"] == .number(Double(Observation.currentVersion)))
        #expect(schema["properties"]?["format"]?["const"] == .string(Observation.format))
    }
}
