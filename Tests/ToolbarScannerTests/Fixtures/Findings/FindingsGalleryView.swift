import SwiftUI

// One of every SwiftUI source finding.
struct FindingsGalleryView: View {
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            NavigationStack {
                Text("Nested")
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                HStack {
                    Button("Bold") {}
                    Button("Italic") {}
                }
            }
            ToolbarItem(placement: .topBarLeading) {
                Button {
                } label: {
                    Image(systemName: "gear")
                }
            }
            ToolbarItem(placement: .principal) {
                HStack {
                    Image(systemName: "bolt")
                    Text("Live")
                }
            }
            if isEditing {
                ToolbarItem(placement: .bottomBar) {
                    Button("Discard", systemImage: "trash", role: .destructive) {}
                }
            }
            ToolbarOverflowMenu {
                Button("Help", systemImage: "questionmark.circle") {}
            }
        }
        .navigationBarItems(trailing: Button("Old") {})
    }
}
