import SwiftUI

// Pattern 2: a property read in a control's chain keeps the control.
struct PropertyInChainView: View {
    var body: some View {
        NavigationStack {
            Form {}
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Publish") {}
                            .compatibility.prominentGlassStyle()
                    }
                }
        }
    }
}
