import ToolbarModel
import ToolbarScanner
import ToolbarSyntax

/// Scans generated source the way `toolbar-registry scan` reads an app.
enum RoundTrip {
    /// What one generated source gives: its syntax errors and the screens scanned from it.
    struct Read: Sendable {
        var diagnostics: [SyntaxDiagnostic]
        var screens: [ScannedScreen]
    }

    /// Every source read so far, by file name and text: a source two tests generate (a seed screen
    /// the planner leaves as it is, say) is parsed and scanned once per process.
    private static let reads = Locked<[String: Read]>([:])

    /// Scans `source` as the one file `file` of an app folder (the scanner reads it from memory; it
    /// is the scan of a folder holding just that file) and gives its syntax errors,
    /// `SyntaxCheck.diagnostics(in: source)`.
    static func read(_ source: String, file: String) -> Read {
        let key = file + "\n" + source
        if let known = reads.withLock({ $0[key] }) { return known }
        let result = SourceScanner.scan(sources: [file: source], options: ScanOptions(threads: 1))
        // The scanner parsed the file with SwiftParser and found no error (`.parsed`), so
        // `SyntaxCheck.diagnostics` would parse it again to find none; any other outcome gets the
        // diagnostics from SyntaxCheck itself.
        let parsed = result.files.map(\.outcome) == [.parsed]
        let read = Read(diagnostics: parsed ? [] : SyntaxCheck.diagnostics(in: source), screens: result.screens)
        reads.withLock { $0[key] = read }
        return read
    }

    /// The screens scanned from `source` as the one file `file` of an app folder.
    static func scan(_ source: String, file: String = "GeneratedView.swift") -> [ScannedScreen] {
        read(source, file: file).screens
    }

    /// What a round trip must keep for one command.
    struct Facts: Equatable, CustomStringConvertible {
        var key: String
        var placement: Placement
        var group: String?
        var priority: VisibilityPriority
        var role: CommandRole
        var condition: SizeClassCondition
        var classification: Classification?

        init(_ command: Command, in inventory: ScreenInventory) {
            key = command.key
            placement = command.placement
            // A ToolbarSpacer cannot sit inside a ToolbarItemGroup: spacers come back ungrouped.
            group = command.content == .spacer ? nil : command.group.map(RecordName.foldedKey)
            // A ToolbarOverflowMenu's entries have no visibility priority to write.
            priority = command.placement == .overflowMenu ? .automatic : inventory.effectivePriority(of: command)
            // A custom view is not a Button: it has no role to write.
            role = command.content == .custom ? .none : command.role
            condition = command.sizeClassCondition
            classification = command.classification
        }

        var description: String {
            "\(key) \(placement.rawValue) \(group ?? "-") \(priority) \(role.rawValue) \(condition.rawValue) "
                + (classification?.rawValue ?? "unclassified")
        }
    }

    /// Every command's facts by key (spacers and dividers included).
    static func facts(_ inventory: ScreenInventory) -> [Facts] {
        inventory.commands.map { Facts($0, in: inventory) }.sorted { $0.key < $1.key }
    }

    /// The scanned screen as an inventory of the same app.
    static func inventory(_ scanned: ScannedScreen, app: App) -> ScreenInventory {
        ScreenInventory(
            app: app, screen: scanned.screen, groups: scanned.groups,
            commands: scanned.commands.map {
                var command = $0.command
                if $0.classificationInferred { command.classification = nil }
                return command
            })
    }
}
