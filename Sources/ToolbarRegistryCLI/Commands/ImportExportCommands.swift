import Foundation
import ToolbarModel
import ToolbarRegistry

/// `toolbar-registry import FILE`.
enum ImportCommand {
    static let spec = CommandSpec(
        "import",
        abstract: "Import a registry file (JSON interchange format): match records by id, then name, in one transaction.",
        discussion: """
            A record whose id is in the file under another name is renamed (history kept). Records absent from the \
            file are removed only with --prune, and only under the apps the file lists; with --prune those apps end \
            up exactly as the file says (sign-offs, suppressions and targets included).
            """,
        arguments: [.required("file", help: "The JSON file (see docs/json-format.md).")],
        options: [
            .flag("--dry-run", help: "Show what would change, field by field, and write nothing."),
            .flag("--prune", help: "Remove what the listed apps hold and the file does not list."),
            GlobalOptions.format,
        ],
        run: { parsed in
            let file = try parsed.argument("file") ?? ""
            let dryRun = try parsed.flag("--dry-run")
            let report = try parsed.openRegistry(dryRun ? .read : .create).importFile(file, prune: try parsed.flag("--prune"), dryRun: dryRun)
            if try parsed.wantsJSON {
                parsed.printJSON("import", json(report, dryRun: dryRun))
            } else {
                printReport(report, output: parsed.output, dryRun: dryRun)
            }
            return .success
        })
}

/// `toolbar-registry export [App[/Screen]]`.
enum ExportCommand {
    static let spec = CommandSpec(
        "export", abstract: "Export the registry, an app or a screen as JSON (deterministic: diffs cleanly in git).",
        arguments: [.optional("scope", help: "App or App/Screen; everything (with scenarios) when left out.")],
        options: [.option("--output", short: "o", valueName: "path", help: "Write to this file instead of stdout.")],
        run: { parsed in
            let scope = try parsed.argument("scope") == nil ? nil : try parsed.recordPath("scope", depth: 1...2)
            let text = try parsed.openRegistry(.read).exportDocument(scope: scope).encodedString()
            if let path = try parsed.string("--output") {
                try FileOutput.write(text, to: path)
                parsed.output.writeError("Wrote \(path).\n")
            } else {
                parsed.output.write(text)
            }
            return .success
        })
}

/// Writing result files safely: never into a directory or a device, always through a temporary
/// file and a rename so a failed run leaves no half-written file.
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        try write(to: path) { handle in try handle.write(contentsOf: Data(text.utf8)) }
    }

    /// Writes what `produce` gives the temporary file's handle, then renames it into place.
    static func write(to path: String, _ produce: (FileHandle) throws -> Void) throws {
        try OutputPath.check(path)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
                  let handle = FileHandle(forWritingAtPath: temporary.path) else {
                throw Failure("could not create a temporary file beside '\(path)'")
            }
            do {
                try produce(handle)
                try handle.close()
            } catch {
                try? handle.close()
                throw error
            }
            if FileManager.default.fileExists(atPath: path) {
                _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
            } else {
                try FileManager.default.moveItem(at: temporary, to: url)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let failure = error as? Failure { throw failure }
            throw Failure("could not write '\(path)': \(error.localizedDescription)")
        }
    }
}
