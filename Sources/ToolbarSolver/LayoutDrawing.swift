import ToolbarModel

/// Pure text pictures of layouts for the CLI: bars in box drawing, the vertical column as a
/// column, the overflow menu with reasons, breakpoint tables, and two drawings side by side.
/// Widths are counted in terminal columns (East Asian wide characters take two).
public enum LayoutDrawing {
    // MARK: - One layout

    /// Draws `layout` in at most `columns` terminal columns (the box lines are that wide; longer
    /// sentences below them are plain text); titles come from `inventory` when given, else command
    /// keys are shown. A bar shows exactly what the layout holds: every shown item, the title as
    /// the layout cuts it, in the order of their x positions (mirrored for right to left); when
    /// they do not fit on one line the box takes more lines rather than drop any.
    public static func draw(_ layout: Layout, inventory: ScreenInventory? = nil, columns: Int = 56) -> String {
        let inner = max(16, columns - 4)
        let names = Names(inventory)
        var lines: [String] = []
        var header = "\(layout.screen) — \(layout.scenario)"
        if let width = layout.windowWidth, let height = layout.windowHeight {
            header +=
                " (\(Breakpoint.format(width)) × \(Breakpoint.format(height)) pt"
                + (layout.rightToLeft == true ? ", right to left)" : ")")
        }
        lines.append(header)
        for bar in layout.bars {
            let space = layout.space.first { $0.bar == bar }
            let items = layout.items.filter { $0.bar == bar }
            lines.append(label(bar))
            if bar == .verticalColumn {
                lines += column(items, space: space, names: names, limit: inner)
            } else {
                let title = bar == .navigationBar || bar == .horizontalBar ? titleText(layout, inventory) : ""
                lines += row(items, space: space, title: title, titleX: layout.title.x, names: names, inner: inner)
            }
        }
        for warning in layout.warnings ?? [] {
            lines.append("Warning: \(warning.message)")
        }
        if !layout.overflow.isEmpty {
            lines.append("Overflow menu")
            let width = layout.overflow.map { TextWidth.columns(names.menuTitle($0)) }.max() ?? 0
            for entry in layout.overflow {
                if entry.isDivider {
                    lines.append("  " + String(repeating: "─", count: max(8, width)))
                } else {
                    lines.append("  " + pad(names.menuTitle(entry), width) + "  " + describe(entry.reason))
                }
            }
        }
        if !layout.missing.isEmpty {
            lines.append("Not shown")
            for item in layout.missing {
                lines.append("  \(names.title(item.key)): \(item.region.rawValue), \(describe(item.reason))")
            }
        }
        for view in layout.clipped {
            lines.append(
                "Clipped: \(names.title(view.key)) is \(Breakpoint.format(view.width)) pt wide; "
                    + "\(Breakpoint.format(view.availableWidth)) pt available")
        }
        return fit(lines, columns)
    }

    // MARK: - Sweep and where

    /// The breakpoint table of a sweep, one sentence per breakpoint. With `ranges`
    /// (`ToolbarSolver.breakpointRanges`), each sentence gives the breakpoint at the ends of the
    /// estimates' ranges and what it depends on.
    public static func drawSweep(
        _ sweep: Sweep, inventory: ScreenInventory? = nil,
        ranges: [BreakpointRange] = [], columns: Int = 80
    ) -> String {
        let names = Names(inventory)
        var lines = [
            "Breakpoints for \(sweep.screen) in \(sweep.scenario) "
                + "(\(Breakpoint.format(sweep.from))–\(Breakpoint.format(sweep.to)) pt)"
        ]
        if sweep.breakpoints.isEmpty {
            lines.append("  No command changes place in this range.")
            return fit(lines, columns)
        }
        let width = sweep.breakpoints.map { TextWidth.columns(names.title($0.key)) }.max() ?? 0
        lines.append("  " + pad("width", 9) + pad("command", width) + "  below → at or above")
        for point in sweep.breakpoints {
            lines.append(
                "  " + pad("\(Breakpoint.format(point.width)) pt", 9) + pad(names.title(point.key), width)
                    + "  \(point.below.rawValue) → \(point.atOrAbove.rawValue)")
        }
        lines.append("")
        // Spacers leaving with their bar's last item are in the table, not worth a sentence.
        lines += sweep.breakpoints.filter { $0.below != .absent }.map { point in
            if let range = ranges.first(where: { $0.key == point.key && abs($0.width - point.width) < 1e-9 }) {
                return "  " + range.sentence { names.title($0) }
            }
            return "  " + point.sentence(title: names.title(point.key))
        }
        return fit(lines, columns)
    }

    /// The answer to "where is KEY": one line per scenario, then its breakpoints.
    public static func drawPlaces(
        _ places: [CommandPlace], key: String, inventory: ScreenInventory? = nil,
        columns: Int = 80
    ) -> String {
        let names = Names(inventory)
        guard !places.isEmpty else { return "\(names.title(key)): no such command" }
        let width = places.map { TextWidth.columns($0.scenario) }.max() ?? 0
        var lines = ["Where is \(names.title(key))?"]
        for place in places {
            var line = "  " + pad(place.scenario, width) + "  " + place.region.rawValue
            if let reason = place.overflowReason { line += " (\(describe(reason)))" }
            if let reason = place.absenceReason { line += " (\(describe(reason)))" }
            for point in place.breakpoints {
                let range = place.breakpointRanges?.first { abs($0.width - point.width) < 1e-9 }
                line +=
                    "; \(point.below == .overflowMenu ? "overflow" : point.below.rawValue) below "
                    + "\(Breakpoint.format(point.width)) pt" + (range.map { $0.isExact ? "" : " (\($0.widths))" } ?? "")
            }
            lines.append(line)
            if let shortfall = place.shortfall {
                lines.append("    why: " + shortfall.sentence(CommandNames(inventory)))
            }
        }
        return fit(lines, columns)
    }

    /// Two drawings next to each other, lines aligned at the top.
    public static func sideBySide(_ left: String, _ right: String, gap: Int = 4) -> String {
        let leftLines = left.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rightLines = right.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = leftLines.map(TextWidth.columns).max() ?? 0
        let spacer = String(repeating: " ", count: gap)
        return (0..<max(leftLines.count, rightLines.count)).map { index in
            let lhs = index < leftLines.count ? leftLines[index] : ""
            let rhs = index < rightLines.count ? rightLines[index] : ""
            let line = pad(lhs, width) + spacer + rhs
            return rhs.isEmpty ? String(line.reversed().drop { $0 == " " }.reversed()) : line
        }.joined(separator: "\n")
    }

    // MARK: - Text helpers

    /// The title as the layout shows it: whole, cut to the share of its width the layout gives it
    /// (ending in `…`), or nothing.
    static func titleText(_ layout: Layout, _ inventory: ScreenInventory?) -> String {
        let title = inventory?.screen.title ?? ""
        switch layout.title.state {
        case .shown: return title
        case .truncated:
            let columns = TextWidth.columns(title)
            let share = layout.title.neededWidth > 0 ? layout.title.width / layout.title.neededWidth : 0
            let keep = max(2, Int((Double(columns) * share).rounded(.down)))
            return truncate(title, min(keep, max(1, columns - 1)))
        default: return ""
        }
    }

    /// The bar's name for people ("Navigation bar").
    public static func label(_ bar: BarKind) -> String {
        switch bar {
        case .navigationBar: return "Navigation bar"
        case .bottomBar: return "Bottom bar"
        case .keyboardBar: return "Keyboard bar"
        case .verticalColumn: return "Vertical column"
        case .horizontalBar: return "Horizontal bar"
        }
    }

    static func describe(_ reason: OverflowReason) -> String {
        switch reason {
        case .deliberate: return "deliberate (ToolbarOverflowMenu)"
        case .byPlacement: return "by placement"
        case .lackOfRoom: return "lack of room"
        case .searchActive: return "search active"
        }
    }

    static func describe(_ reason: AbsenceReason) -> String {
        switch reason {
        case .sizeClassCondition: return "size-class condition"
        case .horizontalOnlyWithoutHorizontalBar: return "horizontal only, no horizontal bar"
        case .keyboardHidden: return "keyboard hidden"
        case .layoutOnly: return "layout only"
        case .unavailableOnOS: return "not on this OS version"
        case .otherBranch: return "another branch shown"
        case .notSeen: return "not seen on the device"
        }
    }

    /// The lines joined, each longer than `columns` wrapped at spaces onto lines indented two
    /// columns more than its own (a word longer than the width is cut with `…`).
    static func fit(_ lines: [String], _ columns: Int) -> String {
        let width = max(16, columns)
        var out: [String] = []
        for line in lines {
            guard TextWidth.columns(line) > width else {
                out.append(line)
                continue
            }
            let indent = String(line.prefix { $0 == " " }.prefix(width / 2))
            let hanging = indent + "  "
            var current = ""
            for word in line.drop(while: { $0 == " " }).split(separator: " ", omittingEmptySubsequences: false) {
                if current.isEmpty {
                    current = indent + word
                } else if TextWidth.columns(current) + 1 + TextWidth.columns(String(word)) <= width {
                    current += " " + word
                } else {
                    out.append(current)
                    current = hanging + word
                }
                // A word longer than a line is broken, never cut: nothing the line says is lost.
                while TextWidth.columns(current) > width {
                    let (head, tail) = split(current, at: width)
                    out.append(head)
                    current = hanging + tail
                }
            }
            out.append(current)
        }
        return out.joined(separator: "\n")
    }

    /// `text` split after `width` columns.
    static func split(_ text: String, at width: Int) -> (String, String) {
        var head = ""
        var used = 0
        var rest = Substring(text)
        while let character = rest.first {
            let columns = TextWidth.columns(String(character))
            if used + columns > width, !head.isEmpty { break }
            head.append(character)
            used += columns
            rest = rest.dropFirst()
        }
        return (head, String(rest))
    }

    /// `text` padded with spaces to `width` columns.
    static func pad(_ text: String, _ width: Int) -> String {
        let columns = TextWidth.columns(text)
        return columns >= width ? text : text + String(repeating: " ", count: width - columns)
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    static func truncate(_ text: String, _ width: Int) -> String {
        if TextWidth.columns(text) <= width { return text }
        if width <= 0 { return "" }
        var out = ""
        var used = 0
        for character in text {
            let columns = TextWidth.columns(String(character))
            if used + columns > width - 1 { break }
            out.append(character)
            used += columns
        }
        return out + "…"
    }

    /// Titles by key, from the inventory when there is one.
    struct Names {
        var commands: [String: Command] = [:]

        init(_ inventory: ScreenInventory?) {
            for command in inventory?.commands ?? [] { commands[command.key] = command }
        }

        func title(_ key: String) -> String {
            guard let command = commands[key], !command.title.isEmpty else { return key }
            return command.title
        }

        func barLabel(_ key: String) -> String {
            if let command = commands[key], command.content == .spacer {
                return command.spacer == .flexible ? "  " : " "
            }
            return "[" + title(key) + "]"
        }

        func menuTitle(_ entry: OverflowEntry) -> String {
            entry.isBlank ? "(blank: \(entry.key) has no menu representation)" : title(entry.key)
        }
    }
}
