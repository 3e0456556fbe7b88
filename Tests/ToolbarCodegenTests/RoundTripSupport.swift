import Foundation
import ToolbarModel
import ToolbarScanner

/// Scans generated source the way `toolbar-registry scan` reads an app.
enum RoundTrip {
    /// Writes `source` into a fresh folder, scans it and returns the screens found.
    static func scan(_ source: String, file: String = "GeneratedView.swift") throws -> [ScannedScreen] {
        let folder = try TemporaryDirectory(prefix: "codegen-tests")
        try folder.write(file, source)
        return SourceScanner.scan(paths: ["."], options: ScanOptions(root: folder.path, threads: 1)).screens
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
