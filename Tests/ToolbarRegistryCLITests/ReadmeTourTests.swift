import Foundation
import Testing

/// The README's tour, command by command, as a user runs them (in process, see BinaryRunner): what a new user follows must
/// work. `tr` in the README stands for the tool.
@Suite struct ReadmeTourTests {
    /// The `tr …` lines of the README's shell blocks, with continuation lines joined.
    static func tourCommands() throws -> [String] {
        let readme = try String(
            contentsOf: BinaryRunner.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var commands: [String] = []
        var inShell = false
        var pending = ""
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            guard inShell else { continue }
            let text = pending + line.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("\\") {
                pending = String(text.dropLast()) + " "
                continue
            }
            pending = ""
            if text.hasPrefix("tr ") { commands.append(text) }
        }
        return commands
    }

    /// Splits a shell line into words: quotes group, `#` starts a comment.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == "#" && !inWord {
                break
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    @Test func everyTourCommandWorksInOrder() throws {
        let commands = try Self.tourCommands()
        #expect(commands.count >= 30)
        let cli = try BinaryRunner()
        defer { cli.cleanUp() }
        // The scan example reads an app's Sources/: give it one SwiftUI file.
        let sources = cli.directory.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let fixture = BinaryRunner.repositoryRoot.appendingPathComponent("Tests/ToolbarScannerTests/Fixtures")
        if let first = try FileManager.default.contentsOfDirectory(atPath: fixture.path).sorted().first(where: {
            $0.hasSuffix(".swift")
        }) {
            try FileManager.default.copyItem(
                at: fixture.appendingPathComponent(first), to: sources.appendingPathComponent(first))
        }
        for command in commands {
            var arguments = Array(Self.words(command).dropFirst())
            // The second registry of the import example lives in the test's directory too.
            arguments = arguments.map { $0 == "other.sqlite" ? cli.path("other.sqlite") : $0 }
            let result = try cli.run(arguments)
            let allowed: Set<Int32> = arguments.first == "audit" || arguments.contains("--check") ? [0, 1, 2] : [0]
            #expect(allowed.contains(result.status), "\(command): \(result.stderr)")
        }
    }
}
