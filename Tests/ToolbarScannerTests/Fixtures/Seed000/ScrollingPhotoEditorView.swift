import SwiftUI

// Seed 000's scrolling listing, renamed: its toolbar refers to PhotoEditorView's content,
// which a scan of this type alone cannot see.

struct ScrollingPhotoEditorView: View {
    @State private var document = PhotoDocument.preview

    var body: some View {
        NavigationStack {
            ScrollView {
                PhotoCanvas(document: document)
                    .frame(minHeight: 420)

                InspectorPanel(document: $document)
                    .padding(.horizontal)
            }
            .navigationTitle(document.title)
            .toolbar {
                undoRedoItems
                editingToolItems
                shareItem
                overflowItems
            }
            .toolbarMinimizeBehavior(.onScrollDown, for: .navigationBar)
        }
    }
}

