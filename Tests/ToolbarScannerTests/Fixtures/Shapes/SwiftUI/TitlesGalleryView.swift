import SwiftUI

// Pattern 5: titles as the code states them, localized with their keys, or unknown.
struct TitlesGalleryView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isFavorite = false
    let document: GalleryDocument

    var body: some View {
        Text("Gallery")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(role: .close) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(role: .confirm) { dismiss() }
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    EditButton()
                    Button {
                    } label: {
                        Label(NSLocalizedString("toolbar.refresh", comment: "Reload the gallery"),
                              systemImage: "arrow.clockwise")
                    }
                    Button(String(localized: "toolbar.archive")) {}
                    Button(Strings.rotate, systemImage: "rotate.right") {}
                    Button(Strings.Gallery.crop, systemImage: "crop") {}
                    Button {
                        isFavorite.toggle()
                    } label: {
                        Image(systemName: isFavorite ? "star.fill" : "star")
                    }
                    .accessibilityLabel(Text(LocalizedStringKey("gallery.favorite")))
                    Button(ReaderStrings.reader_mode_toggle_title, systemImage: "doc.plaintext") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button(document.title) {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Delete: \"all\" \u{2192} trash", role: .destructive) {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Pay\u{200B}ment") {}
                }
            }
    }
}
