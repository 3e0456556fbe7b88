import ToolbarModel

// MARK: - Explanations as sentences

/// Names commands in sentences: their titles, else their keys.
public struct CommandNames: Sendable {
    private var titles: [String: String] = [:]

    /// Titles from `inventory` (nothing: keys are used).
    public init(_ inventory: ScreenInventory? = nil) {
        for command in inventory?.commands ?? [] where !command.title.isEmpty {
            titles[command.key] = command.title
        }
    }

    /// The title of `key`, else the key.
    public func callAsFunction(_ key: String) -> String { titles[key] ?? key }
}

extension Remedy {
    /// "remove the iOS 27 padding (`contentMarginsRemoved()`)", "narrow the 72 pt Edited custom
    /// view to 63 pt", "lower Share's priority to low", "raise the undo-redo group's priority to high".
    public func phrase(_ names: CommandNames = CommandNames()) -> String {
        let name = key.map(names.callAsFunction) ?? ""
        switch kind {
        case .removePadding:
            return "remove the iOS 27 padding (`contentMarginsRemoved()`)"
        case .narrowCustomView:
            let from = fromWidth.map { "\(Breakpoint.format($0)) pt " } ?? ""
            let to = toWidth.map { " to \(Breakpoint.format($0)) pt" } ?? ""
            return "narrow the \(from)\(name) custom view\(to)"
        case .lowerPriority:
            return "lower the priority of \(name) to \(priority ?? "low")" + trade(names)
        case .raisePriority:
            if let group { return "raise the \(group) group's priority to \(priority ?? "high")" + trade(names) }
            return "raise the priority of \(name) to \(priority ?? "high")" + trade(names)
        case .compressTabBar:
            return "let toolbar items win over the tab bar (`toolbarVerticalCompressionBehavior(.prefersToolbarItems)`)"
                + trade(names)
        }
    }

    /// " (Undo leaves instead)" when the change sends other shown commands to the overflow menu.
    private func trade(_ names: CommandNames) -> String {
        displaces.isEmpty
            ? ""
            : " (\(Shortfall.list(displaces.map(names.callAsFunction), joiner: "and")) "
                + "\(displaces.count == 1 ? "leaves" : "leave") instead)"
    }
}

extension Shortfall {
    /// "Redo needs 9 pt more at 375 pt (back from 384 pt): remove the iOS 27 padding
    /// (`contentMarginsRemoved()`), narrow the 72 pt Edited custom view to 63 pt, or lower Share's
    /// priority to low". In the column the lengths are heights.
    public func sentence(_ names: CommandNames = CommandNames()) -> String {
        let length = bar == .verticalColumn ? "tall" : "wide"
        var text =
            "\(names(key)) needs \(Breakpoint.format(needs)) pt more in a \(Breakpoint.format(at)) pt \(length) "
            + "window (back from \(Breakpoint.format(returnsAt)) pt)"
        let keeping = remedies.filter(\.keepsIt).map { $0.phrase(names) }
        if !keeping.isEmpty {
            return text + ": " + Self.list(keeping, joiner: "or")
        }
        if let best = remedies.first, best.returnsAt < returnsAt {
            text +=
                "; no single change brings it back at this size (the closest: \(best.phrase(names)), "
                + "back from \(Breakpoint.format(best.returnsAt)) pt)"
        }
        return text
    }

    /// "a, b, or c".
    static func list(_ parts: [String], joiner: String) -> String {
        switch parts.count {
        case 0: return ""
        case 1: return parts[0]
        case 2: return "\(parts[0]) \(joiner) \(parts[1])"
        default: return parts.dropLast().joined(separator: ", ") + ", \(joiner) " + parts[parts.count - 1]
        }
    }
}

extension BudgetLine {
    /// "Undo 44", "iOS 27 item padding 5 × 12 = 60 [E]", "margins 32".
    public func phrase(_ names: CommandNames = CommandNames()) -> String {
        let points = Breakpoint.format(self.points)
        let tag = estimate.map { $0 == .customViewWidth ? " [estimated]" : " [\($0.tag.rawValue)]" } ?? ""
        let each = count.map { $0 > 1 ? "\($0) × \(Breakpoint.format(self.points / Double($0))) = " : "" } ?? ""
        switch kind {
        case .item: return "\(key.map(names.callAsFunction) ?? "item") \(points)\(tag)"
        case .principal: return "\(key.map(names.callAsFunction) ?? "principal") \(points) (principal)\(tag)"
        case .margins: return "margins \(points)"
        case .verticalColumn: return "vertical column \(points)"
        case .pictureInPicture: return "picture in picture \(points)\(tag)"
        case .keyboard: return "keyboard \(points)\(tag)"
        case .tabBar: return "tab bar \(points)\(tag)"
        case .backButton: return "back button \(points)"
        case .search: return "search \(points)\(tag)"
        case .overflowButton: return "⋯ \(points)"
        case .itemPadding: return "iOS 27 item padding \(each)\(points)\(tag)"
        case .capsulePadding: return "background padding \(each)\(points)\(tag)"
        case .gaps: return "gaps \(each)\(points)\(tag)"
        case .titleMinimum: return "title's minimum \(points)\(tag)"
        case .sectionGap: return "section gap \(points)\(tag)"
        }
    }
}

extension WidthBudget {
    /// "375 pt − margins 32 = 343 pt available; used 352 pt: Undo 44 · Redo 44 · …" (heights
    /// for the column), with "over by 9 pt" when the content takes more than there is.
    public func sentence(_ names: CommandNames = CommandNames()) -> String {
        var text = "\(Breakpoint.format(window)) pt"
        for line in reserved { text += " − \(line.phrase(names))" }
        text += " = \(Breakpoint.format(available)) pt available; used \(Breakpoint.format(usedTotal)) pt"
        if !used.isEmpty { text += ": " + used.map { $0.phrase(names) }.joined(separator: " · ") }
        if isOverfull { text += " (over by \(Breakpoint.format(usedTotal - available)) pt)" }
        return text
    }
}
