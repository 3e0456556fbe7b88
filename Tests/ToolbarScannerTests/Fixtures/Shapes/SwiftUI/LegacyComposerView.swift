import SwiftUI

// Code from before iOS 14: `navigationBarItems` still puts its views on the bar, so they are
// recorded (with the deprecation finding), not dropped.
struct LegacyComposerView: View {
    var body: some View {
        NavigationView {
            Form {}
                .navigationBarItems(
                    leading: Button("Cancel") {},
                    trailing: HStack {
                        Button(action: {}) {
                            Image(systemName: "paperclip")
                        }
                        .accessibilityLabel("Attach")
                        Button("Send") {}
                    })
        }
    }
}
