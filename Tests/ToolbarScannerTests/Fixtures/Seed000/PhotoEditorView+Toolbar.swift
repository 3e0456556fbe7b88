import SwiftUI

// Seed 000: the editing tools, shown when the size classes suggest room.

private extension PhotoEditorView {
    @ToolbarContentBuilder
    var editingToolItems: some ToolbarContent {
        if hasRoomForEditingTools {
            ToolbarItemGroup(placement: .secondaryAction) {
                Button {
                    document.selectedTool = .crop
                } label: {
                    Label("Crop", systemImage: "crop")
                }

                Button {
                    document.selectedTool = .filters
                } label: {
                    Label("Filters", systemImage: "camera.filters")
                }

                Button {
                    document.selectedTool = .adjustments
                } label: {
                    Label("Adjust", systemImage: "slider.horizontal.3")
                }
            }
        }
    }
}

// Seed 000: the custom status item that dims when the window is inactive.

private extension PhotoEditorView {
    var editorStatusItem: some ToolbarContent {
        ToolbarItem(placement: .principal) {
            HStack(spacing: 6) {
                Image(systemName: document.isEdited ? "circle.fill" : "checkmark.circle")
                    .font(.caption)

                Text(document.isEdited ? "Edited" : "Saved")
                    .font(.caption.weight(.semibold))
            }
            .foregroundStyle(document.isEdited ? .orange : .secondary)
            .opacity(appearsActive ? 1 : 0.45)
            .accessibilityLabel(document.isEdited ? "Document has unsaved edits" : "Document is saved")
        }
    }
}

// Seed 000: the refactor put together.

private extension PhotoEditorView {
    var undoRedoItems: some ToolbarContent {
        ToolbarItemGroup(placement: .topBarLeading) {
            Button {
                document.undo()
            } label: {
                Label("Undo", systemImage: "arrow.uturn.backward")
            }
            .disabled(!document.canUndo)

            Button {
                document.redo()
            } label: {
                Label("Redo", systemImage: "arrow.uturn.forward")
            }
            .disabled(!document.canRedo)
        }
        .visibilityPriority(.high)
    }

    var shareItem: some ToolbarContent {
        ToolbarItem(placement: .topBarPinnedTrailing) {
            Button {
                document.share()
            } label: {
                Label("Share", systemImage: "square.and.arrow.up")
            }
            .disabled(!document.canShare)
        }
    }

    var overflowItems: some ToolbarContent {
        ToolbarOverflowMenu {
            Button("Replace Photo", systemImage: "photo.on.rectangle") {
                document.replacePhoto()
            }

            Button("Export Image", systemImage: "square.and.arrow.down") {
                document.exportImage()
            }

            Divider()

            Button("Clear Edits", systemImage: "trash", role: .destructive) {
                isShowingClearConfirmation = true
            }
        }
    }
}

