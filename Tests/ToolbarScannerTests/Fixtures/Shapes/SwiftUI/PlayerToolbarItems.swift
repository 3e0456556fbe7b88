import SwiftUI

// Pattern 3: custom ToolbarContent types, followed from the screens that use them.
struct DismissPlayerItem: ToolbarContent {
    let label: String

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button(label, systemImage: "chevron.down") {}
        }
    }
}

struct QueueItems: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItemGroup(placement: .bottomBar) {
            Button("Previous", systemImage: "backward.fill") {}
            Button("Next", systemImage: "forward.fill") {}
        }
    }
}

struct UnusedItems: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem { Button("Orphan") {} }
    }
}

extension View {
    @ToolbarContentBuilder
    func lyricsItem(visible: Bool) -> some ToolbarContent {
        if visible {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Lyrics", systemImage: "quote.bubble") {}
            }
        }
    }
}

/// Toolbar content built by static members of a type of the app.
enum PlayerToolbar {
    @ToolbarContentBuilder
    static func queueActions(onShuffle: @escaping () -> Void) -> some ToolbarContent {
        ToolbarItem(placement: .secondaryAction) {
            Button("Shuffle", systemImage: "shuffle", action: onShuffle)
        }
    }

    @ToolbarContentBuilder
    static var airPlay: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button("AirPlay", systemImage: "airplayaudio") {}
        }
    }
}
