import SwiftUI
import SFSafeSymbols

// Pattern 13: views that wrap one control, SFSafeSymbols constants, progress indicators.
struct DismissButton: View {
    let action: () -> Void

    var body: some View {
        Button(role: .close, action: action)
    }
}

struct AvatarBadge: View {
    var body: some View {
        Circle().frame(width: 28, height: 28)
    }
}

struct WrappedControlsView: View {
    @State private var isLoading = true

    var body: some View {
        Text("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    DismissButton { }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemSymbol: .squareAndArrowUp)
                    }
                    .accessibilityLabel("Share")
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Label("Compose", systemSymbol: .squareAndPencil)
                }
                ToolbarItem(placement: .status) {
                    if isLoading {
                        ProgressView()
                    }
                }
                ToolbarItem(placement: .principal) {
                    AvatarBadge()
                }
            }
    }
}
