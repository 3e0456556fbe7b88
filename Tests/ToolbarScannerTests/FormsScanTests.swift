import Testing
import ToolbarModel
import ToolbarScanner

/// SwiftUI forms beyond the seeds: Menu, ShareLink, EditButton, spacers, relative priorities,
/// badges, switch on a size class, screen modifiers and the registry comment.
@Suite struct FormsScanTests {
    let screen = Fixtures.screen(Fixtures.forms, "InboxView")

    @Test func screenLevelModifiers() throws {
        let screen = try #require(screen).screen
        #expect(screen.title == "Inbox")
        #expect(screen.titleDisplayMode == .large)
        #expect(screen.search == .toolbar)
        #expect(screen.toolbarRole == .editor)
        #expect(screen.minimization == .onScrollDown)
        #expect(screen.availabilityGated)
    }

    @Test func controlsOfEveryKind() throws {
        let screen = try #require(screen)
        #expect(
            screen.commands.map(\.command.key)
                == ["edit", "sort", "spacer", "inbox", "spacer-2", "share", "archive-all", "delete"])
        let edit = try #require(screen.command("edit")).command
        #expect(edit.title == "Edit" && edit.alternateTitle == "Done" && edit.content == .text)
        #expect(screen.command("sort")?.command.symbol == "arrow.up.arrow.down")
        #expect(screen.command("share")?.command.symbol == "square.and.arrow.up")
    }

    @Test func relativePrioritiesAndBadges() throws {
        let screen = try #require(screen)
        #expect(screen.command("sort")?.command.priority == .higherThan(.low))
        #expect(screen.command("inbox")?.command.priority == .lowerThan(.high))
        #expect(screen.command("inbox")?.command.badge == "count")
        #expect(screen.command("inbox")?.location.file == "Forms/InboxView.swift")
    }

    @Test func spacersCarrySizingAndNoClassification() throws {
        let screen = try #require(screen)
        let fixed = try #require(screen.command("spacer")).command
        #expect(fixed.content == .spacer && fixed.spacer == .fixed && fixed.classification == nil)
        #expect(fixed.placement == .bottomBar)
        #expect(screen.command("spacer-2")?.command.spacer == .flexible)
    }

    @Test func switchOnTheSizeClassRecordsConditions() throws {
        let screen = try #require(screen)
        let share = try #require(screen.command("share"))
        #expect(share.command.sizeClassCondition == .regularWidth)
        #expect(share.condition == "sizeClass case .regular")
        #expect(screen.command("archive-all")?.condition == "sizeClass default")
    }

    @Test func destructiveDeleteIsConfirmedByItsAlert() throws {
        let delete = try #require(screen?.command("delete")).command
        #expect(delete.role == .destructive && delete.needsConfirmation)
    }
}

/// Odd inputs still give records the registry accepts.
@Suite struct OddInputTests {
    @Test func togglesMultilineTitlesAndUnknownImagesValidate() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write(
            "OddView.swift",
            #"""
            import SwiftUI
            import UIKit

            struct OddView: View {
                @State private var isOn = false
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem { Toggle(isOn: $isOn) { Label("Grid", systemImage: "square.grid.2x2") } }
                        ToolbarItem { Button("""
                            Two
                            Lines
                            """) {} }
                        ToolbarItem { Text("") }
                        ToolbarItem { Button(action: {}) { Image(decorative: "logo") } }
                    }
                }
            }

            final class OddViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(image: logoImage), UIBarButtonItem(title: nil),
                    ]
                }
            }
            """#)
        let result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: folder.path))
        #expect(result.screens.map(\.typeName) == ["OddView", "OddViewController"])
        for screen in result.screens {
            for command in screen.commands { try command.command.validate() }
        }
        let odd = try #require(result.screens.first)
        #expect(odd.command("grid")?.command.symbol == "square.grid.2x2")
        #expect(odd.commands.contains { $0.command.title == "Two Lines" })
    }
}

/// Member content called through `self`, with modifiers applied to the reference.
@Suite struct SelfReferenceTests {
    @Test func selfCallsAndReferencesExpand() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write(
            "ReaderView.swift",
            """
            import SwiftUI

            struct ReaderView: View {
                var body: some View {
                    Text("x").toolbar {
                        self.items(count: 2)
                        self.shareItem.visibilityPriority(.high)
                        ToolbarTitleMenu { Button("Rename") {} }
                    }
                }

                @ToolbarContentBuilder
                func items(count: Int) -> some ToolbarContent {
                    ToolbarItem { Button("Bookmark", systemImage: "bookmark") {} }
                }

                var shareItem: some ToolbarContent {
                    ToolbarItem { ShareLink(item: "text") }
                }
            }
            """)
        let result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: folder.path))
        let screen = try #require(result.screens.first)
        #expect(screen.commands.map(\.command.key) == ["bookmark", "share"])
        #expect(screen.command("share")?.command.priority == .high)
        #expect(result.findings.filter { $0.id == "unresolved-toolbar-content" }.isEmpty)
    }
}
