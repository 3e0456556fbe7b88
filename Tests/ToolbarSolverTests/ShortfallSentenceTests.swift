import Testing
import ToolbarModel

@testable import ToolbarSolver

/// The sentences a lack-of-room note begins with, pinned word for word for every kind of remedy,
/// lists of one, two and three, and the closest change when none brings the command back.
@Suite struct ShortfallSentenceTests {
    static let names: CommandNames = {
        var inventory = PhotoEditor.crowded
        inventory.commands = [
            Command(key: "redo", title: "Redo", placement: .primaryAction),
            Command(key: "undo", title: "Undo", placement: .primaryAction),
            Command(key: "share", title: "Share", placement: .primaryAction)
        ]
        return CommandNames(inventory)
    }()

    static func shortfall(_ remedies: [Remedy], bar: BarKind = .navigationBar) -> Shortfall {
        Shortfall(
            key: "redo", bar: bar, at: 375, needs: 9, returnsAt: 384.5, reason: .lackOfRoom, remedies: remedies)
    }

    @Test func everyRemedyKeepingItIsListed() {
        let remedies = [
            Remedy(kind: .removePadding, returnsAt: 360, keepsIt: true),
            Remedy(kind: .narrowCustomView, key: "chip", fromWidth: 72, toWidth: 63.5, returnsAt: 370, keepsIt: true),
            Remedy(kind: .lowerPriority, key: "share", priority: "low", returnsAt: 375, keepsIt: true),
            Remedy(
                kind: .raisePriority, key: "redo", group: "undo-redo", priority: "high", returnsAt: 300, keepsIt: true,
                displaces: ["undo", "share"]),
            Remedy(kind: .raisePriority, key: "redo", returnsAt: 300, keepsIt: true, displaces: ["undo"]),
            Remedy(kind: .compressTabBar, returnsAt: 300, keepsIt: true, displaces: ["undo", "share", "gone"]),
            Remedy(kind: .lowerPriority, key: "undo", returnsAt: 380, keepsIt: false)
        ]
        #expect(
            Self.shortfall(remedies).sentence(Self.names)
                == "Redo needs 9 pt more in a 375 pt wide window (back from 384.5 pt): remove the iOS 27 padding "
                + "(`contentMarginsRemoved()`), narrow the 72 pt chip custom view to 63.5 pt, lower the priority of "
                + "Share to low, raise the undo-redo group's priority to high (Undo and Share leave instead), raise "
                + "the priority of Redo to high (Undo leaves instead), or let toolbar items win over the tab bar "
                + "(`toolbarVerticalCompressionBehavior(.prefersToolbarItems)`) (Undo, Share, and gone leave instead)")
        #expect(
            Self.shortfall(Array(remedies[0...1]), bar: .verticalColumn).sentence(Self.names)
                == "Redo needs 9 pt more in a 375 pt tall window (back from 384.5 pt): remove the iOS 27 padding "
                + "(`contentMarginsRemoved()`) or narrow the 72 pt chip custom view to 63.5 pt")
        #expect(
            Self.shortfall([remedies[2]]).sentence()
                == "redo needs 9 pt more in a 375 pt wide window (back from 384.5 pt): lower the priority of share to low"
        )
    }

    @Test func theClosestChangeIsNamedWhenNoneKeepsIt() {
        let closest = Remedy(kind: .narrowCustomView, key: "chip", returnsAt: 380.25, keepsIt: false)
        #expect(
            Self.shortfall([closest]).sentence(Self.names)
                == "Redo needs 9 pt more in a 375 pt wide window (back from 384.5 pt); no single change brings it "
                + "back at this size (the closest: narrow the chip custom view, back from 380.3 pt)")
        var farther = closest
        farther.returnsAt = 390
        #expect(
            Self.shortfall([farther]).sentence(Self.names)
                == "Redo needs 9 pt more in a 375 pt wide window (back from 384.5 pt)")
        #expect(Shortfall.list([], joiner: "or") == "")
        #expect(Shortfall.list(["a", "b"], joiner: "or") == "a or b")
        #expect(Shortfall.list(["a", "b", "c"], joiner: "and") == "a, b, and c")
    }
}
