import ToolbarModel

extension ChecklistItem {
    /// Resize pass in Xcode 27 Live Preview.
    static let manualResizePass = manual(
        id: "manual-resize-pass",
        title: "Resize pass in Xcode 27 Live Preview",
        rationale: """
            The article "Make SwiftUI Toolbars Work In Resizable iPhone Apps": "Resize the screen in Xcode 27 Live \
            Preview before you trust the layout." Drag the crowded preview through narrow portrait iPhone width, a \
            wider iPhone-on-iPad width, short landscape height, large Dynamic Type, search active and the inactive \
            window, asking the article's six resize questions. The WWDC26 session "What's new in SwiftUI" introduces \
            the Live Preview resize handles for exactly this.
            """,
        severity: .error,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
