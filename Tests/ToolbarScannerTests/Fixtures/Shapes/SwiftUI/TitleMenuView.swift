import SwiftUI

// Pattern 7: a title menu and a principal title; a bottom bar's destructive Delete inside a
// conditional group.
struct TitleMenuView: View {
    @State private var isEditing = false
    @State private var isConfirmingDelete = false
    let folderName: String

    var body: some View {
        List {}
            .navigationTitle("Folders")
            .toolbar {
                ToolbarTitleMenu {
                    Button("All Folders") {}
                    Button("Shared") {}
                }
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text(folderName).font(.headline)
                        Text("Updated just now").font(.caption)
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    if isEditing {
                        Spacer()
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            isConfirmingDelete = true
                        }
                    }
                }
            }
            .confirmationDialog("Delete folders?", isPresented: $isConfirmingDelete) {
                Button("Delete", role: .destructive) {}
            }
    }
}
