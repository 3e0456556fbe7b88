import Foundation

/// Runs a program to its end and captures what it prints, reading both pipes while it runs so
/// that a large output cannot block it.
package enum Subprocess {
    package struct Output {
        package var status: Int32
        package var stdout: Data
        package var stderr: Data

        /// Standard output as text.
        package var text: String { String(decoding: stdout, as: UTF8.self) }
        /// Standard error as text.
        package var errorText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs `executable` with `arguments`, writing `input` to its standard input (empty when nil).
    /// `environment` nil keeps this process's environment; `directory` nil keeps its directory.
    package static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
        input: String? = nil
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = input.map { _ in Pipe() }
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        if let stdin, let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let group = DispatchGroup()
        let errors = Box()
        group.enter()
        DispatchQueue.global().async {
            errors.data = stderr.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: output, stderr: errors.data)
    }

    /// Bytes handed from the reading thread to the waiting one (the group orders the accesses).
    private final class Box: @unchecked Sendable { var data = Data() }
}
