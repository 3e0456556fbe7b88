import ToolbarRegistry

/// Entry point of the command-line tool.
public enum CLI {
    /// Runs the tool with `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String]) -> Int32 {
        print("toolbar-registry \(toolbarRegistryVersion)")
        return 0
    }
}
