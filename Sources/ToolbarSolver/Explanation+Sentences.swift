import ToolbarModel

// MARK: - Explanations as sentences

/// Names commands in sentences: their titles, else their keys.
public struct CommandNames: Sendable {
    private var titles: [String: String] = [:]

    /// Titles from `inventory` (nothing: keys are used).
    public init(_ inventory: ScreenInventory? = nil) {
        let commands = inventory?.commands ?? []
        // Room for every title made once: grown entry by entry, the table is rehashed as it grows.
        if !commands.isEmpty { titles.reserveCapacity(commands.count) }
        for command in commands where !command.title.isEmpty {
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
        var text = ""
        appendPhrase(to: &text, names)
        return text
    }

    /// Appends ``phrase(_:)`` to `text`: a lack-of-room note writes one sentence of several
    /// phrases into one string, piece by piece, rather than joining strings made for each.
    func appendPhrase(to text: inout String, _ names: CommandNames) {
        switch kind {
        case .removePadding:
            text += "remove the iOS 27 padding (`contentMarginsRemoved()`)"
        case .narrowCustomView:
            text += "narrow the "
            if let fromWidth {
                text += Breakpoint.format(fromWidth)
                text += " pt "
            }
            text += key.map(names.callAsFunction) ?? ""
            text += " custom view"
            if let toWidth {
                text += " to "
                text += Breakpoint.format(toWidth)
                text += " pt"
            }
        case .lowerPriority:
            text += "lower the priority of "
            text += key.map(names.callAsFunction) ?? ""
            text += " to "
            text += priority ?? "low"
            appendTrade(to: &text, names)
        case .raisePriority:
            if let group {
                text += "raise the "
                text += group
                text += " group's priority to "
            } else {
                text += "raise the priority of "
                text += key.map(names.callAsFunction) ?? ""
                text += " to "
            }
            text += priority ?? "high"
            appendTrade(to: &text, names)
        case .compressTabBar:
            text +=
                "let toolbar items win over the tab bar (`toolbarVerticalCompressionBehavior(.prefersToolbarItems)`)"
            appendTrade(to: &text, names)
        }
    }

    /// " (Undo leaves instead)" when the change sends other shown commands to the overflow menu.
    private func appendTrade(to text: inout String, _ names: CommandNames) {
        guard !displaces.isEmpty else { return }
        text += " ("
        Shortfall.appendList(count: displaces.count, joiner: "and", to: &text) { index, text in
            text += names(displaces[index])
        }
        text += displaces.count == 1 ? " leaves instead)" : " leave instead)"
    }
}

extension Shortfall {
    /// "Redo needs 9 pt more at 375 pt (back from 384 pt): remove the iOS 27 padding
    /// (`contentMarginsRemoved()`), narrow the 72 pt Edited custom view to 63 pt, or lower Share's
    /// priority to low". In the column the lengths are heights. Written piece by piece into one
    /// string: every lack-of-room finding's note begins with one.
    public func sentence(_ names: CommandNames = CommandNames()) -> String {
        var text = names(key)
        text += " needs "
        text += Breakpoint.format(needs)
        text += " pt more in a "
        text += Breakpoint.format(at)
        text += bar == .verticalColumn ? " pt tall window (back from " : " pt wide window (back from "
        text += Breakpoint.format(returnsAt)
        text += " pt)"
        let keeping = remedies.filter(\.keepsIt)
        if !keeping.isEmpty {
            text += ": "
            Self.appendList(count: keeping.count, joiner: "or", to: &text) { index, text in
                keeping[index].appendPhrase(to: &text, names)
            }
            return text
        }
        if let best = remedies.first, best.returnsAt < returnsAt {
            text += "; no single change brings it back at this size (the closest: "
            best.appendPhrase(to: &text, names)
            text += ", back from "
            text += Breakpoint.format(best.returnsAt)
            text += " pt)"
        }
        return text
    }

    /// "a, b, or c".
    static func list(_ parts: [String], joiner: String) -> String {
        var text = ""
        appendList(count: parts.count, joiner: joiner, to: &text) { index, text in text += parts[index] }
        return text
    }

    /// Appends ``list(_:joiner:)`` of `count` parts to `text`, `part` appending each.
    static func appendList(
        count: Int, joiner: String, to text: inout String, _ part: (Int, inout String) -> Void
    ) {
        for index in 0..<count {
            if index > 0 {
                if count > 2 { text += "," }
                if index == count - 1 {
                    text += " "
                    text += joiner
                }
                text += " "
            }
            part(index, &text)
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
