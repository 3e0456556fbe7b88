import SwiftUI

// Pattern 1: `#if` in a modifier chain, in toolbar content and among members.
struct ConditionalChainView: View {
    var body: some View {
        List {
            Text("Shelf")
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Sort", systemImage: "arrow.up.arrow.down") {}
            }
            #if DEBUG
            ToolbarItem(placement: .topBarLeading) {
                Button("Inspect Layout", systemImage: "ruler") {}
            }
            #endif
            #if os(macOS)
            ToolbarItem(placement: .primaryAction) {
                Button("Open in New Window") {}
            }
            #endif
        }
        .navigationTitle("Shelf")
        #if !os(visionOS)
        .scrollContentBackground(.hidden)
        #endif
        #if targetEnvironment(macCatalyst)
        .frame(minWidth: 400)
        #endif
    }

    #if os(watchOS)
    var watchOnly: some ToolbarContent {
        ToolbarItem { Button("Never on iOS") {} }
    }
    #endif
}
