import Testing
import ToolbarModel
import ToolbarRegistry

/// Seed 000's code listings scanned into a registry give the seed's screens on everything the code
/// can decide. Keys and group names are the scanner's (from titles and members), so commands are
/// compared by position and groups by which commands they hold.
@Suite struct ScanSeedTests {
    static let pairs = [("PhotoEditorView", "Refactored Editor"), ("CrowdedPhotoEditorView", "Crowded Editor")]

    let scanned: Registry
    let seeded: Registry
    let sources: ScanSources

    init() throws {
        sources = try ScanSources(["Seed000"])
        scanned = try sources.registry()
        _ = try sources.scan(scanned)
        seeded = try sources.directory.registry("seed.sqlite")
        _ = try seeded.seed()
    }

    struct Decided: Equatable, CustomStringConvertible {
        var placement: Placement
        var groupMates: [Int]
        var priority: VisibilityPriority
        var role: CommandRole
        var condition: SizeClassCondition
        var isDivider: Bool
        var codeClassification: Classification?
        var needsConfirmation: Bool

        var description: String {
            "\(placement) mates=\(groupMates) \(priority) \(role) \(condition) divider=\(isDivider) "
                + "\(codeClassification?.rawValue ?? "-") confirm=\(needsConfirmation)"
        }
    }

    /// What the code decides about each command, in declaration order.
    static func decided(_ inventory: ScreenInventory) -> [Decided] {
        let commands = inventory.commands.sorted { $0.order < $1.order }
        return commands.map { command in
            let group = inventory.groups.first { $0.name == command.group }
            let mates = command.group == nil ? [] : commands.indices.filter { commands[$0].group == command.group }
            let decidedClass: Classification? =
                command.role == .destructive
                ? .destructive
                : command.placement == .overflowMenu && command.content.isCommand
                    ? .overflow
                    : command.placement == .topBarPinnedTrailing ? .primary : nil
            return Decided(
                placement: command.placement, groupMates: mates,
                priority: command.effectivePriority(groupPriority: group?.priority), role: command.role,
                condition: command.sizeClassCondition, isDivider: command.content == .divider,
                codeClassification: decidedClass.flatMap { _ in command.classification },
                needsConfirmation: command.role == .destructive && command.needsConfirmation)
        }
    }

    @Test(arguments: pairs)
    func scannedScreenMatchesTheSeed(code: String, seed: String) throws {
        let fromCode = try scanned.inventory(path("App/\(code)"))
        let fromSeed = try seeded.inventory(path("PhotoEditor/\(seed)"))
        let codeDecided = Self.decided(fromCode)
        let seedDecided = Self.decided(fromSeed)
        #expect(codeDecided.count == seedDecided.count)
        for (index, (mine, theirs)) in zip(codeDecided, seedDecided).enumerated() {
            #expect(mine == theirs, "command \(index + 1): \(fromCode.commands[index].key)")
        }
        // A custom view's text is not a title the code states.
        let titles = { (inventory: ScreenInventory) in
            inventory.commands.map { $0.content == .custom ? "" : $0.title }
        }
        #expect(titles(fromCode) == titles(fromSeed))
    }

    @Test func classificationsTheCodeDecidesAreNotInferredGuesses() throws {
        let share = try #require(try scanned.commandSource(path("App/PhotoEditorView/share")))
        #expect(share.classificationInferred, "pinned → primary is the scanner's inference, marked as such")
        #expect(try scanned.command(path("App/PhotoEditorView/clear-edits")).classification == .destructive)
        #expect(try scanned.command(path("App/PhotoEditorView/replace-photo")).classification == .overflow)
    }
}
