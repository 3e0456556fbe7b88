import SwiftUI

struct SettingsSheetView: View {
    @State private var isSaving = false

    var body: some View {
        Form {}
            .dismissBar { }
            .menuBarButton {
                Button("Export Settings") {}
            }
            .trailingBarItems {
                if isSaving {
                    ProgressView()
                } else {
                    Button("Save") {}
                }
            }
    }
}

struct AboutSheetView: View {
    var body: some View {
        Text("About")
            .modifier(DismissBarModifier(title: "Done", action: {}))
    }
}
