import SwiftUI

// The other SwiftUI forms: Menu, ShareLink, EditButton, spacers, relative priorities, badges,
// switch on a size class, trailing registry comments, content from a @ToolbarContentBuilder func.
@available(iOS 27, *)
struct InboxView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.appearsActive) private var appearsActive
    @State private var unread = 3
    @State private var confirmDelete = false

    var body: some View {
        NavigationStack {
            MessageList()
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.large)
                .searchable(text: .constant(""), placement: .toolbar)
                .toolbarRole(.editor)
                .toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)
                .toolbar(id: "inbox") {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu("Sort", systemImage: "arrow.up.arrow.down") {
                            Button("Newest First") {}
                            Button("Oldest First") {}
                        }
                    }
                    .visibilityPriority(.init(higherThan: .low))
                    ToolbarSpacer(.fixed, placement: .bottomBar)
                    bottomItems(count: unread)
                    switch sizeClass {
                    case .regular:
                        ToolbarItem(placement: .secondaryAction) {
                            ShareLink(item: URL(string: "https://example.com")!)
                        }
                    default:
                        ToolbarItem(placement: .secondaryAction) {
                            Button("Archive", systemImage: "archivebox") {} // toolbar-registry: key=archive-all classification=overflow
                        }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button("Delete", systemImage: "trash", role: .destructive) { confirmDelete = true }
                    }
                }
                .alert("Delete?", isPresented: $confirmDelete) {}
        }
    }

    @ToolbarContentBuilder
    func bottomItems(count: Int) -> some ToolbarContent {
        ToolbarItem(placement: .bottomBar) {
            Button("Inbox", systemImage: "tray") {}
                .badge(count)
                .visibilityPriority(ToolbarItemVisibilityPriority(lowerThan: .high))
        }
        ToolbarSpacer(placement: .bottomBar)
    }
}
