import SwiftUI

struct PlayerView: View {
    @State private var showsLyrics = true

    var body: some View {
        Text("Now playing")
            .toolbar {
                DismissPlayerItem(label: "Minimize")
                QueueItems()
                lyricsItem(visible: showsLyrics)
                ThirdPartyCastItem()
                PlayerToolbar.queueActions(onShuffle: shuffle)
                PlayerToolbar.airPlay
            }
    }

    private func shuffle() {}
}
