import SwiftUI

// Seed 001: the vertical bar's order (primary navigation first, then the prominent action) and
// axisBehavior overrides.
@available(iOS 27.1, *)
struct VerticalBarSheetView: View {
    @Environment(\.toolbarVerticalEdge) private var edge
    @State private var isSelecting = false

    var body: some View {
        NavigationStack {
            List { Text("Items") }
                .toolbar {
                    // Primary navigation: first in the column
                    ToolbarItem(placement: .cancellationAction) { CloseButton() }

                    // Prominent action: directly after navigation
                    ToolbarItem(placement: .topBarPinnedTrailing) { DoneButton() }

                    ToolbarItem(placement: .topBarTrailing) {
                        Button(isSelecting ? "Done" : "Select") { isSelecting.toggle() }
                            .axisBehavior(.horizontalOnly)   // keep an item in the horizontal bar
                    }

                    ToolbarItem(placement: .bottomBar) {
                        CartTotalView()
                            .axisBehavior(.verticalPreferred)   // let a custom view join the vertical bar
                    }
                }
        }
    }
}

// Seed 001: opting out deliberately, per screen.
@available(iOS 27.1, *)
struct CalculatorView: View {
    var body: some View {
        NavigationStack {
            CalculatorPad()
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { CloseButton() }
                }
                .toolbarVerticalBehavior(.disabled)
        }
    }
}
