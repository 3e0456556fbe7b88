import Testing
import ToolbarModel
import ToolbarScanner

/// `// toolbar-registry: key=… classification=…` comments keep keys and classifications.
@Suite struct RoundTripTests {
    @Test func commentSetsKeyAndClassificationAndIsNotInferred() throws {
        let archive = try #require(Fixtures.screen(Fixtures.forms, "InboxView")?.command("archive-all"))
        #expect(archive.command.title == "Archive")
        #expect(archive.keyFromComment)
        #expect(archive.command.classification == .overflow)
        #expect(!archive.classificationInferred)
    }

    @Test func commentOnTheLastLineOrTheItemAndGroupNames() throws {
        let folder = try TemporaryDirectory(prefix: "scanner-tests")
        try folder.write(
            "EditorView.swift",
            """
            import SwiftUI

            struct EditorView: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItemGroup(placement: .topBarLeading) { // toolbar-registry: group=history
                            Button("Undo", systemImage: "arrow.uturn.backward") {
                                undo()
                            } // toolbar-registry: key=undo-last classification=primary
                            Button("Redo", systemImage: "arrow.uturn.forward") {}
                        }
                        ToolbarItem(placement: .topBarTrailing) { // toolbar-registry: key=send classification=secondary
                            Button("Send Now", systemImage: "paperplane") {}
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Send Now", systemImage: "paperplane") {}
                        }
                    }
                }
            }
            """)
        let result = SourceScanner.scan(paths: ["."], options: ScanOptions(root: folder.path))
        let screen = try #require(result.screens.first)
        #expect(screen.commands.map(\.command.key) == ["undo-last", "redo", "send", "send-now"])
        #expect(screen.groups.map(\.name) == ["history"])
        #expect(screen.command("undo-last")?.command.classification == .primary)
        #expect(screen.command("undo-last")?.classificationInferred == false)
        #expect(screen.command("redo")?.classificationInferred == true)
        #expect(screen.command("send")?.command.classification == .secondary)
        #expect(screen.command("send")?.keyFromComment == true)
    }
}
