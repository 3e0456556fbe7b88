import Foundation
import Testing
import ToolbarRegistryCLI

// MARK: - Bash completion

/// A partial command line and the completions bash offers for its last word.
struct CompletionCase: CustomTestStringConvertible, Sendable {
    let words: [String]
    let completions: [String]
    var testDescription: String { words.joined(separator: " ") }
}

@Suite struct ParsingCompletionTests {
    /// The script the example tree generates.
    static func script() -> String {
        RunResult.of(["--generate-completion-script", "bash"]).stdout
    }

    /// Runs the completion function for `words` (the last is being typed) in bash.
    static func complete(_ words: [String]) throws -> [String] {
        let directory = try TemporaryDirectory(prefix: "cli-completion")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let driver = """
            \(script())
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _toolbar_registry
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        try directory.write("completion.bash", driver)
        let result = try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", directory.path("completion.bash")])
        return result.text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test(arguments: [
        CompletionCase(words: ["toolbar-registry", "scr"], completions: ["screen"]),
        CompletionCase(words: ["toolbar-registry", "screen", ""], completions: ["add", "list", "ls", "help"]),
        CompletionCase(words: ["toolbar-registry", "screen", "add", "--pl"], completions: ["--placement"]),
        CompletionCase(
            words: ["toolbar-registry", "screen", "add", "--placement", "bott"], completions: ["bottomBar"]),
        CompletionCase(words: ["toolbar-registry", "--db", "x", "screen", "ls", "--f"], completions: ["--format"]),
        CompletionCase(words: ["toolbar-registry", "screen", "ls", "--format", ""], completions: ["text", "json"]),
        CompletionCase(words: ["toolbar-registry", "screen", "add", "--no"], completions: ["--no-search"]),
        CompletionCase(words: ["toolbar-registry", "--ver"], completions: ["--version"])
    ])
    func bashCompletes(_ testCase: CompletionCase) throws {
        #expect(try Self.complete(testCase.words) == testCase.completions)
    }

    @Test func scriptPassesBashSyntaxCheck() throws {
        let directory = try TemporaryDirectory(prefix: "cli-completion")
        try directory.write("completion.bash", Self.script())
        let result = try Subprocess.run(URL(fileURLWithPath: "/bin/bash"), ["-n", directory.path("completion.bash")])
        #expect(result.status == 0, "\(result.errorText)")
    }

    @Test func unknownShellIsAUsageError() {
        let result = RunResult.of(["--generate-completion-script", "powershell"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: The value 'powershell' is invalid for '--generate-completion-script'. Allowed: bash, zsh, fish.\n"
            ))
    }
}
