import Foundation
import Testing
import ToolbarModel

@Suite struct InterchangeRoundTripTests {
    // MARK: - Seeds

    @Test(arguments: SeedData.names)
    func seedFilesDecodeAndReencodeByteIdentically(name: String) throws {
        let bytes = try SeedData.bytes(name)
        let document = try RegistryDocument.decode(bytes)
        let again = document.encoded()
        if again != bytes {
            Issue.record("Seeds/\(name) is not in canonical form; canonical text:\n\(document.encodedString())")
        }
        #expect(try RegistryDocument.decode(again) == document)
    }

    @Test func seedsHoldWhatTheSeedDocumentsDescribe() throws {
        let photo = try RegistryDocument.decode(SeedData.bytes("photo-editor.json"))
        let app = try #require(photo.apps.first)
        #expect(app.app.linkedSDK == OSVersion(27, 1) && app.app.deploymentTarget == OSVersion(26, 0))
        let refactored = try #require(app.screens.first { $0.screen.name == "Refactored Editor" })
        #expect(refactored.screen.minimization == .onScrollDown && refactored.screen.scrollPrimary)
        let byKey = Dictionary(uniqueKeysWithValues: refactored.commands.map { ($0.key, $0) })
        #expect(byKey["share"]?.placement == .topBarPinnedTrailing)
        #expect(byKey["crop"]?.sizeClassCondition == .regularWidthOrCompactHeight)
        #expect(byKey["clear-edits"]?.classification == .destructive && byKey["clear-edits"]?.needsConfirmation == true)
        #expect(byKey["overflow-divider"]?.content == .divider)
        #expect(byKey["status"]?.customView?.reactsToActiveState == true)
        #expect(refactored.inventory(app: app.app).effectivePriority(of: try #require(byKey["undo"])) == .high)

        let scenarios = try RegistryDocument.decode(SeedData.bytes("scenarios.json")).scenarios
        let names = Set(scenarios.map(\.name))
        for expected in [
            "iphone-se-portrait", "iphone-17-portrait", "iphone-17-pro-max-landscape", "iphone-mirroring",
            "foldable-outer-portrait", "foldable-inner-landscape", "foldable-inner-side-by-side",
            "foldable-outer-landscape-keyboard", "large-dynamic-type", "search-active",
            "inactive-window"
        ] {
            #expect(names.contains(expected), "missing scenario \(expected)")
        }
        #expect(scenarios.contains { $0.rightToLeft && $0.locale == "ar" })
        #expect(scenarios.contains { $0.locale == "en-XA" && $0.textExpansion == 1.4 })
        #expect(scenarios.filter { $0.target == .iPhoneOnIPad }.allSatisfy { $0.horizontalSizeClass == .compact })

        let foldable = try RegistryDocument.decode(SeedData.bytes("foldable-showcase.json"))
        let screens = try #require(foldable.apps.first).screens
        #expect(screens.contains { $0.screen.verticalBehavior == .disabled && $0.screen.verticalOptOutReason != nil })
        #expect(screens.contains { $0.screen.columnRole == .inspector })
        #expect(screens.contains { $0.screen.columnRole == .detail && !$0.commands.isEmpty })
        let commands = screens.flatMap(\.commands)
        #expect(commands.contains { $0.alternateTitle == "Done" && $0.axis == .horizontalOnly })
        #expect(Set(commands.compactMap(\.spacer)) == [.fixed, .flexible])
        #expect(commands.contains { $0.badge != nil && $0.content == .symbol })
    }

    @Test func theDocumentedExampleIsACanonicalDocument() throws {
        let markdown = String(decoding: try Repository.bytes("docs/json-format.md"), as: UTF8.self)
        let start = try #require(markdown.range(of: "## Example\n\n```json\n"))
        let end = try #require(markdown.range(of: "```", range: start.upperBound..<markdown.endIndex))
        let example = Array(markdown[start.upperBound..<end.lowerBound].utf8)
        #expect(try RegistryDocument.decode(example).encoded() == example)
    }

    // MARK: - Every field

    static let everything = RegistryDocument(
        apps: [
            .init(
                app: App(
                    name: "zeta 📸", bundleID: "com.example.z", deploymentTarget: OSVersion(26, 0, 1),
                    linkedSDK: OSVersion(27, 1), owner: "Team \"Q\"; DROP", notes: "line one\nline\ttwo")),
            .init(
                app: App(name: "Alpha"),
                screens: [
                    .init(
                        screen: Screen(
                            name: "محرر", title: "T", titleDisplayMode: .large, owner: "o", columnRole: .detail,
                            search: .toolbar, scrollPrimary: true, minimization: .onScrollUp,
                            verticalBehavior: .disabled,
                            verticalOptOutReason: "keypad", verticalCompression: .prefersTabBar, toolbarRole: .editor,
                            hasTabBar: true, navigationKind: .modal, availabilityGated: true, paddingRemoved: true,
                            source: SourceLocation(file: "Sources/App/Editor.swift", line: 12, column: 5), notes: "n"),
                        groups: [
                            ToolbarGroup(name: "b", placement: .bottomBar, priority: .lowerThan(.high)),
                            ToolbarGroup(name: "A", placement: .topBarLeading)
                        ],
                        commands: [
                            Command(
                                key: "z", title: "", content: .spacer, spacer: .fixed, placement: .bottomBar,
                                group: "b", order: 2),
                            Command(
                                key: "chip", title: "Edited", symbol: "circle", accessibilityLabel: "edits",
                                content: .custom,
                                customView: CustomViewInfo(
                                    width: 72.5, reactsToActiveState: true,
                                    showsTextAndSymbol: true, adaptsToVerticalBar: true,
                                    widthSource: .estimated),
                                badge: "3", classification: .secondary, essential: true, placement: .topBarLeading,
                                group: "a", order: 1, priority: .higherThan(.low), axis: .verticalPreferred,
                                role: .confirm, needsConfirmation: true, sizeClassCondition: .compactWidth,
                                usage: .rare, alternateTitle: "Saved", notes: "x", alternateSymbol: "circle.fill"),
                            Command(key: "a", title: "Go", content: .text, order: 2),
                            Command(
                                key: "close", title: "Close", symbol: "xmark", order: 3, role: .close,
                                localizationKey: "action.close",
                                branch: CommandBranch(
                                    set: "close-or-done", path: "1.1.2", condition: "#if DEBUG",
                                    fromOS: OSVersion(26), beforeOS: OSVersion(27, 1))),
                            Command(
                                key: "document-title", title: "", content: .text, order: 4, titleUnknown: true,
                                branch: CommandBranch(set: "close-or-done", path: "2", condition: ""))
                        ]),
                    .init(screen: Screen(name: "editor"))
                ])
        ],
        scenarios: [
            Scenario(
                name: "b-wide", summary: "s", target: .foldable, width: 951, height: 669.5,
                horizontalSizeClass: .regular, verticalSizeClass: .compact, dynamicType: .accessibility5,
                searchActive: true, keyboardUp: true, pictureInPicture: true, windowActive: false,
                verticalBarEdge: .leading, locale: "ar", rightToLeft: true, textExpansion: 1.4, sources: "[T]"),
            Scenario(name: "a-narrow", width: 320, height: 568)
        ])

    /// Version 1 files still import: their custom view widths are measured, as version 1 meant.
    @Test func versionOneFilesImportWithMeasuredWidths() throws {
        let text =
            #"{"apps": [{"deploymentTarget": "26.0", "linkedSDK": "27.1", "name": "A", "screens": "#
            + #"[{"commands": [{"content": "custom", "customView": {"width": 72}, "key": "chip", "order": 1, "#
            + #""title": "Chip"}], "name": "S"}]}], "format": "toolbar-registry", "scenarios": [], "version": 1}"#
        let document = try RegistryDocument.decode(Array(text.utf8))
        #expect(document.apps[0].screens[0].commands[0].customView?.widthSource == .measured)
        #expect(
            String(decoding: document.encoded(), as: UTF8.self).contains(
                "\"version\": \(RegistryDocument.currentVersion)"))
    }

    @Test func everyFieldSurvivesARoundTrip() throws {
        let bytes = Self.everything.encoded()
        let decoded = try RegistryDocument.decode(bytes)
        #expect(decoded == Self.everything.sorted())
        #expect(decoded.encoded() == bytes)
    }

    @Test func versionOneDocumentsAreReadButNotWithVersionTwoKeys() throws {
        func document(version: Int, command: String) -> String {
            #"{"format": "toolbar-registry", "version": \#(version), "apps": [{"name": "A", "deploymentTarget": "26.0", "#
                + #""linkedSDK": "27.1", "screens": [{"name": "S", "commands": [\#(command)]}]}]}"#
        }
        let plain = #"{"key": "go", "title": "Go", "content": "text", "order": 1}"#
        let branched =
            #"{"key": "go", "title": "Go", "content": "text", "order": 1, "branch": {"set": "s", "path": "2"}}"#
        let closing = #"{"key": "go", "title": "Go", "content": "text", "order": 1, "role": "close"}"#
        #expect(InterchangeFiles.refusal(document(version: 1, command: plain)) == nil)
        #expect(InterchangeFiles.refusal(document(version: 1, command: branched))?.kind == .unknownKey)
        #expect(InterchangeFiles.refusal(document(version: 1, command: closing))?.kind == .unknownValue)
        let read = try RegistryDocument.decode(Array(document(version: 2, command: branched).utf8))
        #expect(read.apps[0].screens[0].commands[0].branch == CommandBranch(set: "s", path: "2", condition: ""))
        #expect(InterchangeFiles.refusal(document(version: 2, command: closing)) == nil)
        let badPath =
            #"{"key": "go", "title": "Go", "content": "text", "order": 1, "branch": {"set": "s", "path": "1.2"}}"#
        #expect(
            InterchangeFiles.refusal(document(version: 2, command: badPath))?.path
                == "$.apps[0].screens[0].commands[0].branch.path")
    }

    @Test func listsAreWrittenInCanonicalOrder() throws {
        let sorted = Self.everything.sorted()
        #expect(sorted.apps.map(\.app.name) == ["Alpha", "zeta 📸"])
        #expect(sorted.apps[0].screens.map(\.screen.name) == ["editor", "محرر"])
        #expect(sorted.apps[0].screens[1].groups.map(\.name) == ["A", "b"])
        #expect(sorted.apps[0].screens[1].commands.map(\.key) == ["chip", "a", "z", "close", "document-title"])
        #expect(sorted.scenarios.map(\.name) == ["a-narrow", "b-wide"])
    }

    // MARK: - Writer

    @Test func writerSortsKeysIndentsByTwoAndWritesCanonicalNumbers() {
        let value = JSONValue.object([
            JSONMember("b", .array([.number(44), .number(1.4), .number(-0.5), .number(1e20)])),
            JSONMember("a", .string("q\"\\\n\u{1}é")),
            JSONMember("c", .object([])),
            JSONMember("d", .array([]))
        ])
        let expected = """
            {
              "a": "q\\"\\\\\\n\\u0001é",
              "b": [
                44,
                1.4,
                -0.5,
                1e+20
              ],
              "c": {},
              "d": []
            }

            """
        #expect(JSONWriter.string(value) == expected)
        #expect(
            JSONWriter.string(value, style: .compact)
                == #"{"a":"q\"\\\n\u0001é","b":[44,1.4,-0.5,1e+20],"c":{},"d":[]}"#)
    }

    @Test func parsedTreesPrintBackTheSameBytes() throws {
        let text = #"{"a":[1,2.5,true,false,null,"x\u00e9\ud83d\udcf8"],"b":{"c":-3e2}}"#
        let value = try JSONParser.parse(Array(text.utf8))
        #expect(JSONWriter.string(value, style: .compact) == #"{"a":[1,2.5,true,false,null,"xé📸"],"b":{"c":-300}}"#)
    }

    // MARK: - Per-record shapes

    @Test func recordEncodersUseTheDocumentsShapes() throws {
        let entry = Self.everything.apps[1]
        let document = try JSONParser.parse(Self.everything.encoded())
        guard case .array(let apps)? = document["apps"] else {
            Issue.record("no apps array")
            return
        }
        #expect(apps.first.map { JSONWriter.string($0) } == JSONWriter.string(RegistryDocument.encode(entry)))
        let command = Command(key: "undo", title: "Undo", symbol: "arrow.uturn.backward", order: 1)
        #expect(
            JSONWriter.string(RecordJSON.encode(command), style: .compact)
                == #"{"key":"undo","order":1,"symbol":"arrow.uturn.backward","title":"Undo"}"#)
        #expect(
            JSONWriter.string(RecordJSON.encode(App(name: "P")), style: .compact)
                == #"{"deploymentTarget":"26.0","linkedSDK":"27.1","name":"P"}"#)
    }
}
