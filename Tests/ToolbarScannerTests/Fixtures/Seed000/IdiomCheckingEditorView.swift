import SwiftUI
import UIKit

// Seed 000's device-idiom check, wrapped in a view.
struct IdiomCheckingEditorView: View {
    var body: some View {
        Text("Editor")
            .toolbar {
                ToolbarItem {
                    Button("Save", systemImage: "square.and.arrow.down") {}
                }
            }
    }

    func chooseToolbar() {
        if UIDevice.current.userInterfaceIdiom == .phone {
            // compact toolbar
        } else {
            // expanded toolbar
        }
    }
}
