import Testing
import ToolbarModel

/// The change log stores each record as compact JSON. An import writes it straight into bytes
/// (`RecordJSON.compactText`); it must be exactly the text the tree writer gives, or the stored
/// history would change with the way it was written.
@Suite struct RecordCompactJSONTests {
    static func tree(_ value: JSONValue) -> String { JSONWriter.string(value, style: .compact) }

    @Test(arguments: SeedData.names)
    func everySeedRecordIsWrittenAsTheTreeWriterWritesIt(name: String) throws {
        let document = SeedData.document(name)
        for entry in document.apps {
            #expect(RecordJSON.compactText(entry.app) == Self.tree(RecordJSON.encode(entry.app)))
            for screen in entry.screens {
                #expect(RecordJSON.compactText(screen.screen) == Self.tree(RecordJSON.encode(screen.screen)))
                for group in screen.groups {
                    #expect(RecordJSON.compactText(group) == Self.tree(RecordJSON.encode(group)))
                }
                for command in screen.commands {
                    #expect(RecordJSON.compactText(command) == Self.tree(RecordJSON.encode(command)))
                }
            }
        }
    }

    /// An audit hashes and stores a screen's records text, written straight into bytes: it must
    /// be exactly the tree writer's text of the records document, or every records digest changes.
    @Test(arguments: SeedData.names)
    func everySeedScreensRecordsTextIsTheDocumentsCompactText(name: String) throws {
        let document = SeedData.document(name)
        for entry in document.apps {
            for screen in entry.screens {
                let inventory = ScreenInventory(
                    app: entry.app, screen: screen.screen, groups: screen.groups, commands: screen.commands)
                #expect(inventory.recordsText == Self.tree(inventory.recordsDocument))
            }
        }
    }

    @Test func recordsTextLeavesOutStableIDsAndKeepsEveryOtherField() {
        var app = App(name: "Ids", linkedSDK: OSVersion(26, 1))
        app.stableID = "app-1"
        var screen = Screen(name: "Editor", title: "Edit \"this\"")
        screen.stableID = "screen-1"
        screen.source = SourceLocation(file: "A.swift", line: 12, column: 3)
        var group = ToolbarGroup(name: "tools", placement: .bottomBar, priority: .high)
        group.stableID = "group-1"
        var command = Command(
            key: "share", title: "Share\n", symbol: "square.and.arrow.up", content: .custom,
            customView: CustomViewInfo(width: 88.5, reactsToActiveState: true), group: "tools", order: 2,
            branch: CommandBranch(
                set: "size", path: "if", condition: "compact", fromOS: OSVersion(26, 0), beforeOS: nil))
        command.stableID = "command-1"
        var other = Command(key: "undo", title: "Undo", order: 1)
        other.stableID = "command-2"
        let inventory = ScreenInventory(app: app, screen: screen, groups: [group], commands: [command, other])
        #expect(inventory.recordsText == Self.tree(inventory.recordsDocument))
        #expect(!inventory.recordsText.contains("-1\""))
        #expect(inventory.recordsText.contains("\"customView\":{"))
        let bare = ScreenInventory(app: App(name: "Bare"), screen: Screen(name: "Bare"))
        #expect(bare.recordsText == Self.tree(bare.recordsDocument))
        #expect(bare.recordsText.contains("\"commands\":[],\"groups\":[]"))
    }

    @Test func everyOptionalFieldAndEscapeIsWrittenAsTheTreeWriterWritesIt() {
        var app = App(name: "Ünïcode \"App\"", bundleID: "com.example", owner: "ana", notes: "line\none\ttab\u{1}")
        app.stableID = "app-1"
        #expect(RecordJSON.compactText(app) == Self.tree(RecordJSON.encode(app)))
        #expect(RecordJSON.compactText(App(name: "Bare")) == Self.tree(RecordJSON.encode(App(name: "Bare"))))

        var screen = Screen(name: "Editor", title: "Edit \\ this", scrollPrimary: true)
        screen.stableID = "s"
        screen.owner = "bo"
        screen.titleDisplayMode = .large
        screen.columnRole = .detail
        screen.search = .toolbar
        screen.minimization = .onScrollDown
        screen.verticalBehavior = .disabled
        screen.verticalOptOutReason = "reason"
        screen.verticalCompression = .prefersTabBar
        screen.toolbarRole = .editor
        screen.hasTabBar = true
        screen.navigationKind = .pushed
        screen.availabilityGated = true
        screen.paddingRemoved = true
        screen.source = SourceLocation(file: "A.swift", line: 12, column: 3)
        screen.notes = "notes"
        #expect(RecordJSON.compactText(screen) == Self.tree(RecordJSON.encode(screen)))
        screen.source = SourceLocation(file: "B.swift", line: 1, column: nil)
        #expect(RecordJSON.compactText(screen) == Self.tree(RecordJSON.encode(screen)))
        let bare = Screen(name: "Bare")
        #expect(RecordJSON.compactText(bare) == Self.tree(RecordJSON.encode(bare)))

        var group = ToolbarGroup(name: "tools", placement: .bottomBar, priority: .lowerThan(.high))
        group.stableID = "g"
        #expect(RecordJSON.compactText(group) == Self.tree(RecordJSON.encode(group)))

        var command = Command(
            key: "Straße", title: "Grüße", symbol: "globe", accessibilityLabel: "label", content: .custom,
            customView: CustomViewInfo(
                width: 88.5, reactsToActiveState: true, showsTextAndSymbol: true, adaptsToVerticalBar: true,
                widthSource: .estimated),
            badge: "3", classification: .primary, essential: true, placement: .topBarLeading, group: "tools",
            order: 7, priority: .high, axis: .horizontalOnly, role: .destructive, needsConfirmation: true,
            sizeClassCondition: .regularWidth, usage: .rare, alternateTitle: "Ǆ", notes: "a\r\nb",
            localizationKey: "key.title", titleUnknown: true,
            branch: CommandBranch(
                set: "size", path: "if", condition: "compact", fromOS: OSVersion(26, 0), beforeOS: OSVersion(27, 1)),
            alternateSymbol: "globe.fill")
        command.stableID = "c-1"
        #expect(RecordJSON.compactText(command) == Self.tree(RecordJSON.encode(command)))
        command.branch = CommandBranch(set: "s", path: "else", condition: "", fromOS: nil, beforeOS: nil)
        command.customView = CustomViewInfo(width: 44, reactsToActiveState: false)
        #expect(RecordJSON.compactText(command) == Self.tree(RecordJSON.encode(command)))
        let spacer = Command(key: "gap", title: "", content: .spacer, spacer: .flexible, order: 91)
        #expect(RecordJSON.compactText(spacer) == Self.tree(RecordJSON.encode(spacer)))
    }
}
