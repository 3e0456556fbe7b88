import SwiftUI

struct CrowdedPhotoEditorView: View {
    @State private var document = PhotoDocument.preview
    @State private var isShowingClearConfirmation = false

    var body: some View {
        NavigationStack {
            PhotoCanvas(document: document)
                .navigationTitle(document.title)
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Undo", systemImage: "arrow.uturn.backward") {
                            document.undo()
                        }
                        .disabled(!document.canUndo)

                        Button("Redo", systemImage: "arrow.uturn.forward") {
                            document.redo()
                        }
                        .disabled(!document.canRedo)

                        Button("Crop", systemImage: "crop") {
                            document.selectedTool = .crop
                        }

                        Button("Filters", systemImage: "camera.filters") {
                            document.selectedTool = .filters
                        }

                        Button("Replace", systemImage: "photo.on.rectangle") {
                            document.replacePhoto()
                        }

                        Button("Export", systemImage: "square.and.arrow.down") {
                            document.exportImage()
                        }

                        Button("Share", systemImage: "square.and.arrow.up") {
                            document.share()
                        }

                        Button("Clear", systemImage: "trash", role: .destructive) {
                            isShowingClearConfirmation = true
                        }
                    }
                }
                .confirmationDialog("Clear all edits?", isPresented: $isShowingClearConfirmation) {
                    Button("Clear Edits", role: .destructive) {
                        document.clearEdits()
                    }
                }
        }
    }
}

