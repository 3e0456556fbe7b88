import ToolbarModel

extension LayoutDrawing {
    /// The "Why" block under a drawing: each bar's budget, then each command that left for lack of
    /// room with what brings it back and whether that holds across every estimate.
    public static func drawExplanation(
        _ explanation: LayoutExplanation, inventory: ScreenInventory? = nil,
        certainties: [String: Certainty] = [:], columns: Int = 80
    ) -> String {
        let names = CommandNames(inventory)
        var lines = ["Why"]
        for budget in explanation.budgets {
            lines.append("  \(label(budget.bar)): \(budget.sentence(names))")
        }
        for shortfall in explanation.shortfalls {
            var line = "  " + shortfall.sentence(names)
            if let certainty = certainties[shortfall.key] {
                line +=
                    certainty.holdsAcrossEstimates
                    ? " — holds across every estimate"
                    : " — " + certainty.dependencyNote { names($0) }
            }
            lines.append(line)
        }
        let pinned = explanation.estimates.filter(\.pinned)
        if !pinned.isEmpty {
            lines.append(
                "  Pinned by the team: "
                    + pinned.map {
                        "\($0.estimate.rawValue) \(Breakpoint.format($0.point)) pt"
                    }.joined(separator: ", "))
        }
        return fit(lines, columns)
    }
}
