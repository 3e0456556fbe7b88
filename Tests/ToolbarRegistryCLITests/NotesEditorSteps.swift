/// The README tour's Notes/Editor toolbar as commands: the undo-redo group holding Undo and Redo,
/// Share in the pinned trailing place and Export in the overflow menu. The registries of
/// ``BaselineRegressionTests`` and ``RoundTripTests`` start from it.
enum NotesEditorSteps {
    /// The group and the four commands; `share` adds options to Share's `command add`.
    static func toolbar(share: [String] = []) -> [[String]] {
        [
            ["group", "add", "Notes/Editor", "undo-redo", "--placement", "topBarLeading", "--priority", "high"],
            [
                "command", "add", "Notes/Editor", "--title", "Undo", "--symbol", "arrow.uturn.backward",
                "--classification", "primary", "--group", "undo-redo"
            ],
            [
                "command", "add", "Notes/Editor", "--title", "Redo", "--symbol", "arrow.uturn.forward",
                "--classification", "primary", "--group", "undo-redo"
            ],
            [
                "command", "add", "Notes/Editor", "--title", "Share", "--symbol", "square.and.arrow.up",
                "--classification", "primary", "--placement", "topBarPinnedTrailing"
            ] + share,
            [
                "command", "add", "Notes/Editor", "--title", "Export", "--symbol", "square.and.arrow.down",
                "--classification", "overflow", "--placement", "overflowMenu"
            ]
        ]
    }
}
