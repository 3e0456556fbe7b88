import Testing
import ToolbarRegistryCLI

/// A command line that starts with a top-level command builds only that command's subtree
/// (issue 18: building every command's options was a quarter of a fresh `command list`); what
/// it prints must not change. The help goldens (`HelpSnapshotTests`) run through the same trees.
@Suite struct CommandTreeLoadingTests {
    @Test func aTopLevelCommandGetsTheRootWithOnlyItsSubtree() {
        let whole = CLI.root
        for command in whole.subcommands where command.name != "completions" {
            for word in [command.name] + command.aliases {
                let tree = CLI.tree(for: [word, "list"])
                #expect(tree.subcommands.map(\.name) == [command.name], "'\(word)' builds another tree")
                #expect(tree.name == whole.name && tree.options == whole.options && tree.version == whole.version)
                #expect(tree.helpText(for: [command.name]) == whole.helpText(for: [command.name]))
            }
        }
    }

    @Test(arguments: [
        [], ["completions", "bash"], ["--db", "r.sqlite", "command", "list"], ["help", "command"], ["--version"],
        ["comand", "list"], ["help", "--man"]
    ])
    func otherCommandLinesGetTheWholeTree(_ arguments: [String]) {
        #expect(CLI.tree(for: arguments).subcommands.map(\.name) == CLI.root.subcommands.map(\.name))
    }
}
