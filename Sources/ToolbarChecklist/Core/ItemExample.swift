import ToolbarModel

/// A small screen that shows an item triggering or not; the examples are the item's tests.
public struct ItemExample: Sendable {
    /// One line saying what the example shows.
    public var summary: String
    /// The screen, its app, groups and commands.
    public var inventory: ScreenInventory
    /// Scenarios with layouts that show it.
    public var scenarios: [ScenarioInput]
    /// What the checklist knows about the screen's siblings in its app.
    public var appContext: AppContext?
    /// Where the example is written, so a failing test points at it.
    public var file: String
    /// The line of the example.
    public var line: Int

    public init(
        _ summary: String, _ inventory: ScreenInventory, scenarios: [ScenarioInput] = [],
        appContext: AppContext? = nil, file: String = #fileID, line: Int = #line
    ) {
        self.summary = summary
        self.inventory = inventory
        self.scenarios = scenarios
        self.appContext = appContext
        self.file = file
        self.line = line
    }

    /// The example as the check reads it.
    public var context: CheckContext {
        CheckContext(inventory: inventory, scenarios: scenarios, appContext: appContext)
    }
}
