import Foundation
import Testing
import ToolbarRegistryCLI

/// Every command's help as a user reads it (`toolbar-registry COMMAND --help`), against golden
/// files in Tests/ToolbarRegistryCLITests/Golden/help/ (one per command, named by its path).
/// A change to an option, its help or a command's description shows here; after a deliberate
/// one, rewrite them with `TOOLBAR_REGISTRY_REGENERATE_GOLDEN=1 swift test --filter HelpSnapshotTests`.
@Suite struct HelpSnapshotTests {
    static let golden = GoldenFile("Tests/ToolbarRegistryCLITests/Golden/help")

    /// The words of every command of the real tree, root first (`[]` is the root).
    static let commandPaths: [[String]] = {
        func walk(_ command: CommandSpec, _ path: [String]) -> [[String]] {
            [path] + command.subcommands.flatMap { walk($0, path + [$0.name]) }
        }
        return walk(CLI.root, [])
    }()

    /// The golden file of a command: `toolbar-registry.txt` for the root, else its words joined
    /// by `-`, e.g. `screen-add.txt`.
    static func fileName(_ path: [String]) -> String {
        (path.isEmpty ? "toolbar-registry" : path.joined(separator: "-")) + ".txt"
    }

    @Test(arguments: commandPaths)
    func helpMatchesItsGoldenFile(_ path: [String]) throws {
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        let result = try cli.run(path + ["--help"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let expected = try Self.golden.expected(Self.fileName(path), actual: result.stdout)
        #expect(result.stdout == expected, "help of '\(path.joined(separator: " "))' changed")
    }

    /// Every golden file belongs to a command (a removed command's file goes too).
    @Test func everyGoldenFileHasACommand() throws {
        let names = Set(Self.commandPaths.map(Self.fileName))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.golden.directory.path)
        #expect(Set(files).subtracting(names).sorted() == [])
    }
}
