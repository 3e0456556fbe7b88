import ToolbarModel

extension ChecklistItem {
    /// Dynamic Type pass.
    static let manualDynamicType = manual(
        id: "manual-dynamic-type",
        title: "Dynamic Type pass",
        rationale: """
            The resize list of the article "Make SwiftUI Toolbars Work In Resizable iPhone Apps" includes "Large \
            Dynamic Type." Bar items must show the Large Content Viewer at accessibility sizes: standard bars provide \
            it, custom views need it added (WWDC19 session "Large Content Viewer"; badges are not shown, \
            Orange-OpenSource/ouds-ios#1566).
            """,
        severity: .warning,
        triggering: [ItemExample("A screen with a toolbar", Kit.anyScreen)],
        nonTriggering: [ItemExample("A screen without toolbar commands", Kit.emptyScreen)]
    )
}
