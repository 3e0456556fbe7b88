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
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cli-completion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptFile = directory.appendingPathComponent("completion.bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let driver = """
            \(script())
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _toolbar_registry
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        try driver.write(to: scriptFile, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", scriptFile.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
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
        CompletionCase(words: ["toolbar-registry", "--ver"], completions: ["--version"]),
    ])
    func bashCompletes(_ testCase: CompletionCase) throws {
        #expect(try Self.complete(testCase.words) == testCase.completions)
    }

    @Test func scriptPassesBashSyntaxCheck() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString).bash")
        try Self.script().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-n", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func unknownShellIsAUsageError() {
        let result = RunResult.of(["--generate-completion-script", "powershell"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: The value 'powershell' is invalid for '--generate-completion-script'. Allowed: bash, zsh, fish.\n"))
    }
}
