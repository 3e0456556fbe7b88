import SwiftUI

struct PhotoEditorView: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.appearsActive) private var appearsActive

    @State private var document: PhotoDocument
    @State private var isShowingClearConfirmation = false

    init(document: PhotoDocument = .preview) {
        _document = State(initialValue: document)
    }

    private var hasRoomForEditingTools: Bool {
        horizontalSizeClass == .regular || verticalSizeClass == .compact
    }

    var body: some View {
        NavigationStack {
            PhotoCanvas(document: document)
                .navigationTitle(document.title)
                .toolbar {
                    editorStatusItem
                    undoRedoItems
                    editingToolItems
                    shareItem
                    overflowItems
                }
                .confirmationDialog("Clear all edits?", isPresented: $isShowingClearConfirmation) {
                    Button("Clear Edits", role: .destructive) {
                        document.clearEdits()
                    }
                }
        }
    }
}

