import SwiftUI

// Pattern 4: if/else, switch and if #available inside a toolbar are alternatives.
struct BranchingEditorView: View {
    enum Mode { case reading, editing, reviewing }
    @State private var mode = Mode.reading
    @State private var isSelecting = false
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        Text("Draft")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    if isSelecting {
                        Button("Done") { isSelecting = false }
                    } else {
                        Button("Select") { isSelecting = true }
                    }
                }
                switch mode {
                case .reading:
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                case .editing:
                    ToolbarItemGroup(placement: .topBarLeading) {
                        Button("Undo", systemImage: "arrow.uturn.backward") {}
                        Button("Redo", systemImage: "arrow.uturn.forward") {}
                    }
                case .reviewing:
                    EmptyView()
                }
                if #available(iOS 26, *) {
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Share", systemImage: "square.and.arrow.up") {}
                    }
                } else {
                    ToolbarItem(placement: .topBarTrailing) {
                        ShareLink(item: URL(fileURLWithPath: "/"))
                    }
                }
                if sizeClass == .regular {
                    ToolbarItem(placement: .secondaryAction) { Button("Inspector", systemImage: "sidebar.right") {} }
                } else {
                    ToolbarItem(placement: .secondaryAction) { Button("Info", systemImage: "info.circle") {} }
                }
            }
    }
}
