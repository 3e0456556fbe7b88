import Testing
import ToolbarModel

/// One document the importer must refuse, with where and why.
struct BadDocument: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var kind: InterchangeError.Kind
    var path: String
    var line: Int?
    /// A fragment the message or hint must contain.
    var mentions: String = ""

    var testDescription: String { name }

    /// A valid document whose second command (line 11) is `command`.
    static func command(
        _ name: String, _ command: String, _ kind: InterchangeError.Kind, at key: String?,
        mentions: String = ""
    ) -> BadDocument {
        let path = "$.apps[0].screens[0].commands[1]" + (key.map { ".\($0)" } ?? "")
        return BadDocument(
            name: name, text: skeleton(command: command), kind: kind, path: path, line: 11,
            mentions: mentions)
    }

    /// A document with one app, one screen, one group and a valid first command.
    static func skeleton(
        command: String = #"{"key": "other", "title": "Other", "symbol": "star", "order": 2}"#,
        screens: String = "", scenarios: String = "[]", version: String = "1",
        format: String = #""toolbar-registry""#
    ) -> String {
        """
        {
          "format": \(format),
          "version": \(version),
          "apps": [{
            "name": "PhotoEditor", "deploymentTarget": "26.0", "linkedSDK": "27.1",
            "screens": [{
              "name": "Editor",
              "groups": [{"name": "undo-redo", "placement": "topBarLeading", "priority": "high"}],
              "commands": [
                {"key": "undo", "title": "Undo", "symbol": "arrow.uturn.backward", "order": 1},
                \(command)
              ]
            }\(screens)]
          }],
          "scenarios": \(scenarios)
        }
        """
    }
}

@Suite struct InterchangeRefusalTests {
    static let cases: [BadDocument] = [
        // JSON syntax
        BadDocument(
            name: "truncated", text: "{\n  \"format\": \"toolbar-registry\",\n  \"apps\": [",
            kind: .malformedJSON, path: "$.apps[0]", line: 3, mentions: "truncated"),
        BadDocument(
            name: "trailing comma", text: "{\"format\": \"toolbar-registry\",}", kind: .malformedJSON,
            path: "$", line: 1, mentions: "trailing comma"),
        BadDocument(name: "bare word", text: "{\"format\": toolbar}", kind: .malformedJSON, path: "$.format", line: 1),
        BadDocument(name: "two documents", text: "{}\n{}", kind: .malformedJSON, path: "$", line: 2),
        BadDocument(
            name: "raw NUL in a string", text: "{\"format\": \"a\u{0}b\"}", kind: .malformedJSON,
            path: "$.format", line: 1, mentions: "control character"),
        BadDocument(
            name: "lone high surrogate", text: #"{"format": "\ud83d"}"#, kind: .malformedJSON,
            path: "$.format", line: 1, mentions: "surrogate"),
        BadDocument(
            name: "lone low surrogate", text: #"{"format": "\udcf8x"}"#, kind: .malformedJSON,
            path: "$.format", line: 1, mentions: "surrogate"),
        BadDocument(name: "leading zero", text: #"{"version": 01}"#, kind: .malformedJSON, path: "$.version", line: 1),
        BadDocument(
            name: "number out of range", text: #"{"version": 1e999}"#, kind: .malformedJSON,
            path: "$.version", line: 1),
        BadDocument(
            name: "duplicate key", text: "{\"format\": \"toolbar-registry\",\n \"format\": \"x\"}",
            kind: .duplicateKey, path: "$.format", line: 2),
        BadDocument(
            name: "deep nesting", text: String(repeating: "[", count: 10_000), kind: .malformedJSON,
            path: "$" + String(repeating: "[0]", count: 64), line: 1, mentions: "nesting"),
        // Format and version
        BadDocument(name: "not an object", text: "[]", kind: .wrongType, path: "$", line: 1),
        BadDocument(name: "missing format", text: #"{"version": 1}"#, kind: .missingField, path: "$.format", line: 1),
        BadDocument(
            name: "other format", text: BadDocument.skeleton(format: #""figma""#), kind: .unsupportedFormat,
            path: "$.format", line: 2, mentions: "figma"),
        BadDocument(
            name: "newer version", text: BadDocument.skeleton(version: "\(RegistryDocument.currentVersion + 1)"),
            kind: .unsupportedVersion,
            path: "$.version", line: 3, mentions: "newer"),
        // Version 4's key: a command's other symbol
        BadDocument(
            name: "an alternate symbol in a version 3 file",
            text: BadDocument.skeleton(
                command:
                    #"{"alternateSymbol": "star.fill", "key": "other", "title": "Other", "symbol": "star", "order": 2}"#,
                version: "3"),
            kind: .unknownKey, path: "$.apps[0].screens[0].commands[1].alternateSymbol", line: 11),
        // Version 3's keys: stable ids and reviews
        BadDocument(
            name: "an id in a version 2 file",
            text: BadDocument.skeleton(
                command: #"{"id": "c1", "key": "other", "title": "Other", "symbol": "star", "order": 2}"#, version: "2"),
            kind: .unknownKey, path: "$.apps[0].screens[0].commands[1].id", line: 11),
        BadDocument(
            name: "an id with a space",
            text: BadDocument.skeleton(
                command: #"{"id": "c 1", "key": "other", "title": "Other", "symbol": "star", "order": 2}"#, version: "3"
            ),
            kind: .invalidRecord, path: "$.apps[0].screens[0].commands[1].id", line: 11, mentions: "ASCII"),
        BadDocument(
            name: "two commands with one id",
            text: BadDocument.skeleton(
                command: #"{"id": "c1", "key": "other", "title": "Other", "symbol": "star", "order": 2},"#
                    + "\n" + #"{"id": "c1", "key": "third", "title": "Third", "symbol": "star", "order": 3}"#,
                version: "3"),
            kind: .duplicateName, path: "$.apps[0].screens[0].commands[2].id", line: 12, mentions: "own id"),
        BadDocument(
            name: "a sign-off in a version 2 file",
            text: BadDocument.skeleton(screens: ",\n      {\"name\": \"B\", \"signOffs\": []}", version: "2"),
            kind: .unknownKey, path: "$.apps[0].screens[1].signOffs", line: 14),
        BadDocument(
            name: "a sign-off whose date is not UTC with milliseconds",
            text: BadDocument.skeleton(
                screens: ",\n      {\"name\": \"B\", \"signOffs\": [{\"item\": \"manual-voiceover\", "
                    + "\"author\": \"ana\", \"date\": \"2026-12-01 10:00\"}]}",
                version: "3"),
            kind: .invalidRecord, path: "$.apps[0].screens[1].signOffs[0].date", line: 14, mentions: "YYYY"),
        BadDocument(
            name: "a sign-off without an author",
            text: BadDocument.skeleton(
                screens: ",\n      {\"name\": \"B\", \"signOffs\": [{\"item\": \"manual-voiceover\", "
                    + "\"date\": \"2026-12-01T10:00:00.000Z\"}]}",
                version: "3"),
            kind: .missingField, path: "$.apps[0].screens[1].signOffs[0].author", line: 14),
        BadDocument(
            name: "a suppression without a reason",
            text: BadDocument.skeleton(
                screens: ",\n      {\"name\": \"B\", \"suppressions\": [{\"item\": \"title-length\", "
                    + "\"author\": \"ana\", \"date\": \"2026-12-01T10:00:00.000Z\", \"reason\": \" \"}]}",
                version: "3"),
            kind: .invalidRecord, path: "$.apps[0].screens[1].suppressions[0].reason", line: 14),
        BadDocument(
            name: "a review digest that is not one",
            text: BadDocument.skeleton(
                screens: ",\n      {\"name\": \"B\", \"signOffs\": [{\"item\": \"manual-voiceover\", "
                    + "\"author\": \"ana\", \"date\": \"2026-12-01T10:00:00.000Z\", \"recordsDigest\": \"abc\"}]}",
                version: "3"),
            kind: .invalidRecord, path: "$.apps[0].screens[1].signOffs[0].recordsDigest", line: 14),
        BadDocument(
            name: "version zero", text: BadDocument.skeleton(version: "0"), kind: .unsupportedVersion,
            path: "$.version", line: 3),
        BadDocument(
            name: "version as text", text: BadDocument.skeleton(version: "\"1\""), kind: .unsupportedVersion,
            path: "$.version", line: 3),
        // Records
        BadDocument(
            name: "apps not an array", text: #"{"format": "toolbar-registry", "version": 1, "apps": {}}"#,
            kind: .wrongType, path: "$.apps", line: 1),
        BadDocument(
            name: "unknown top-level key",
            text: "{\"format\": \"toolbar-registry\", \"version\": 1,\n\"extra\": true}",
            kind: .unknownKey, path: "$.extra", line: 2, mentions: "scenarios"),
        BadDocument(
            name: "screen without a name",
            text: BadDocument.skeleton(screens: ",\n      {\"title\": \"Nameless\"}"),
            kind: .missingField, path: "$.apps[0].screens[1].name", line: 14),
        BadDocument(
            name: "two screens named alike",
            text: BadDocument.skeleton(screens: ",\n      {\"name\": \"EDITOR\"}"),
            kind: .duplicateName, path: "$.apps[0].screens[1].name", line: 14, mentions: "ignoring case"),
        BadDocument(
            name: "source line zero",
            text: BadDocument.skeleton(
                screens: ",\n      {\"name\": \"B\", \"source\": {\"file\": \"a.swift\", \"line\": 0}}"),
            kind: .invalidRecord, path: "$.apps[0].screens[1].source.line", line: 14),
        BadDocument(
            name: "unknown key in a source location",
            text: BadDocument.skeleton(
                screens: ",\n      {\"name\": \"B\", \"source\": {\"path\": \"a.swift\"}}"),
            kind: .unknownKey, path: "$.apps[0].screens[1].source.path", line: 14),
        BadDocument(
            name: "scenario too narrow",
            text: BadDocument.skeleton(scenarios: "[\n{\"name\": \"tiny\", \"width\": 50, \"height\": 500}]"),
            kind: .invalidRecord, path: "$.scenarios[0].width", line: 16),
        BadDocument(
            name: "scenario not kebab-case",
            text: BadDocument.skeleton(
                scenarios: "[\n{\"name\": \"Tiny Phone\", \"width\": 320, "
                    + "\"height\": 500}]"),
            kind: .invalidRecord, path: "$.scenarios[0].name", line: 16, mentions: "kebab"),
        BadDocument(
            name: "duplicate scenarios",
            text: BadDocument.skeleton(
                scenarios: """
                    [{"name": "a", "width": 320, "height": 500},
                    {"name": "a", "width": 320, "height": 500}]
                    """),
            kind: .duplicateName, path: "$.scenarios[1].name", line: 16),
        .command(
            "unknown key", #"{"key": "crop", "title": "Crop", "symbol": "crop", "order": 2, "colour": "red"}"#,
            .unknownKey, at: "colour", mentions: "placement"),
        .command(
            "unknown placement", #"{"key": "crop", "symbol": "crop", "order": 2, "placement": "topBarMiddle"}"#,
            .unknownValue, at: "placement", mentions: "topBarPinnedTrailing"),
        .command(
            "unknown priority", #"{"key": "crop", "symbol": "crop", "order": 2, "priority": "urgent"}"#,
            .unknownValue, at: "priority", mentions: "higherThan:low"),
        .command(
            "unknown role", #"{"key": "crop", "symbol": "crop", "order": 2, "role": "danger"}"#,
            .unknownValue, at: "role", mentions: "destructive"),
        .command("order as text", #"{"key": "crop", "symbol": "crop", "order": "2"}"#, .wrongType, at: "order"),
        .command("fractional order", #"{"key": "crop", "symbol": "crop", "order": 2.5}"#, .wrongType, at: "order"),
        .command("missing order", #"{"key": "crop", "symbol": "crop"}"#, .missingField, at: "order"),
        .command("missing key", #"{"title": "Crop", "symbol": "crop", "order": 2}"#, .missingField, at: "key"),
        .command("misspelt required key", #"{"kee": "crop", "symbol": "crop", "order": 2}"#, .unknownKey, at: "kee"),
        .command(
            "essential as text", #"{"key": "crop", "symbol": "crop", "order": 2, "essential": "yes"}"#,
            .wrongType, at: "essential"),
        .command("key with a slash", #"{"key": "crop/now", "symbol": "crop", "order": 2}"#, .invalidRecord, at: "key"),
        .command("empty key", #"{"key": "", "symbol": "crop", "order": 2}"#, .invalidRecord, at: "key"),
        .command(
            "escaped NUL in a key", #"{"key": "a\u0000b", "symbol": "crop", "order": 2}"#,
            .invalidRecord, at: "key", mentions: "control"),
        .command(
            "title too long",
            #"{"key": "crop", "symbol": "crop", "order": 2, "title": "\#(String(repeating: "x", count: 201))"}"#,
            .invalidRecord, at: "title", mentions: "200"),
        .command("same key twice", #"{"key": "UNDO", "symbol": "crop", "order": 2}"#, .duplicateName, at: "key"),
        .command(
            "undeclared group", #"{"key": "crop", "symbol": "crop", "order": 2, "group": "tools"}"#,
            .undeclaredGroup, at: "group", mentions: "undo-redo"),
        .command(
            "placement differs from group",
            #"{"key": "crop", "symbol": "crop", "order": 2, "group": "Undo-Redo", "placement": "bottomBar"}"#,
            .placementMismatch, at: "placement", mentions: "topBarLeading"),
        .command(
            "spacer without sizing", #"{"key": "gap", "content": "spacer", "order": 2}"#,
            .invalidRecord, at: "spacer"),
        .command(
            "classified divider",
            #"{"key": "line", "content": "divider", "classification": "primary", "order": 2}"#,
            .invalidRecord, at: "classification"),
        .command(
            "custom view too wide",
            #"{"key": "chip", "title": "Chip", "content": "custom", "customView": {"width": 5000}, "order": 2}"#,
            .invalidRecord, at: "customView"),
        .command(
            "unknown key in a custom view",
            #"{"key": "c", "title": "C", "content": "custom", "customView": {"width": 9, "w": 1}, "order": 2}"#,
            .unknownKey, at: "customView.w", mentions: "adaptsToVerticalBar"),
        .command(
            "width source in a version 1 file (added in version 2)",
            #"{"key": "c", "title": "C", "content": "custom", "customView": {"width": 9, "widthSource": "estimated"}, "order": 2}"#,
            .unknownKey, at: "customView.widthSource"),
        .command(
            "custom view without width",
            #"{"key": "chip", "title": "Chip", "content": "custom", "customView": {}, "order": 2}"#,
            .missingField, at: "customView.width"),
        .command(
            "symbol item without symbol", #"{"key": "crop", "title": "Crop", "content": "symbol", "order": 2}"#,
            .invalidRecord, at: "symbol"),
        .command("command not an object", #""crop""#, .wrongType, at: nil)
    ]

    @Test(arguments: cases)
    func badDocumentsAreRefusedWithPathAndLine(bad: BadDocument) throws {
        let error = try #require(InterchangeFiles.refusal(bad.text), "\(bad.name) was accepted")
        #expect(error.kind == bad.kind, "\(error)")
        #expect(error.path == bad.path, "\(error)")
        if let line = bad.line { #expect(error.line == line, "\(error)") }
        if !bad.mentions.isEmpty {
            #expect((error.message + " " + error.hint).contains(bad.mentions), "\(error)")
        }
        #expect(error.description.hasPrefix(bad.path))
    }

    @Test func theSkeletonItselfIsValid() throws {
        let document = try RegistryDocument.decode(Array(BadDocument.skeleton().utf8))
        #expect(document.apps.first?.screens.first?.commands.count == 2)
    }

    @Test func errorsGiveTheColumnToo() throws {
        let text = "{\n  \"format\": \"toolbar-registry\", \"version\": 1, \"x\": 1}"
        let error = try #require(InterchangeFiles.refusal(text))
        #expect(error.kind == .unknownKey)
        #expect(error.line == 2 && error.column == 47, "\(error)")
        #expect(
            error.description
                == "$.x (line 2, column 47): unknown key \"x\"; allowed keys here: apps, format, scenarios, version")
    }

    @Test func pathsQuoteKeysThatAreNotIdentifiers() {
        let path = JSONPath([.key("apps"), .index(0), .key("a b"), .key("q\"uote")])
        #expect(path.description == #"$.apps[0]["a b"]["q\"uote"]"#)
        #expect(JSONPath().description == "$")
    }

    @Test func aParsedTreeIsCheckedTheSameWayWithoutLines() throws {
        let newer = RegistryDocument.currentVersion + 1
        let tree = try JSONParser.parse(Array(BadDocument.skeleton(version: "\(newer)").utf8))
        #expect(throws: InterchangeError.self) { try RegistryDocument.decode(json: tree) }
        do {
            _ = try RegistryDocument.decode(json: tree)
        } catch let error as InterchangeError {
            #expect(error.kind == .unsupportedVersion && error.path == "$.version" && error.line == nil)
            #expect(error.message.contains("version \(newer) was written by a newer toolbar-registry"))
        }
    }

    @Test func emptyInputIsRefusedAsTruncated() {
        #expect(InterchangeFiles.refusal("")?.kind == .malformedJSON)
        #expect(InterchangeFiles.refusal(" \n ")?.line == 2)
    }

    @Test func invalidUTF8IsRefusedWithItsPosition() throws {
        var bytes = Array("{\"format\": \"ab".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}".utf8)
        #expect(
            throws: InterchangeError(
                kind: .invalidUTF8, path: "$.format", line: 1, column: 15,
                message: "invalid UTF-8 byte sequence", hint: "save the file as UTF-8")
        ) {
            try RegistryDocument.decode(bytes)
        }
        var escaped = Array(#"{"format": "\n\u00e9"#.utf8)
        escaped += [0xFF]
        escaped += Array("\"}".utf8)
        #expect(
            throws: InterchangeError(
                kind: .invalidUTF8, path: "$.format", line: 1, column: 21,
                message: "invalid UTF-8 byte sequence", hint: "save the file as UTF-8")
        ) {
            try RegistryDocument.decode(escaped)
        }
        for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]] {
            let document = Array("{\"format\": \"".utf8) + bad + Array("\"}".utf8)
            #expect(throws: InterchangeError.self) { try RegistryDocument.decode(document) }
        }
    }

    @Test func nonASCIITextAndEscapesAreRead() throws {
        let command = #"{"key": "teilen", "title": "Stra\u00dfe \ud83d\udcf8 محرر", "symbol": "s", "order": 2}"#
        let text = BadDocument.skeleton(command: command)
        let document = try RegistryDocument.decode(Array(text.utf8))
        #expect(document.apps[0].screens[0].commands[1].title == "Straße 📸 محرر")
    }
}
