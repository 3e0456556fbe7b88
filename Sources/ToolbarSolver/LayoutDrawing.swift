import ToolbarModel

/// Pure text pictures of layouts for the CLI: bars in box drawing, the vertical column as a
/// column, the overflow menu with reasons, breakpoint tables, and two drawings side by side.
/// Widths are counted in terminal columns (East Asian wide characters take two).
public enum LayoutDrawing {
    // MARK: - One layout

    /// Draws `layout`; titles come from `inventory` when given, else command keys are shown.
    public static func draw(_ layout: Layout, inventory: ScreenInventory? = nil, columns: Int = 56) -> String {
        let inner = max(20, columns - 4)
        let names = Names(inventory)
        var lines: [String] = []
        var header = "\(layout.screen) — \(layout.scenario)"
        if let width = layout.windowWidth, let height = layout.windowHeight {
            header += " (\(Breakpoint.format(width)) × \(Breakpoint.format(height)) pt)"
        }
        lines.append(header)
        for bar in layout.bars {
            let space = layout.space.first { $0.bar == bar }
            let items = layout.items.filter { $0.bar == bar }
            lines.append(label(bar))
            if bar == .verticalColumn {
                lines += column(items, space: space, names: names)
            } else {
                let title = bar == .navigationBar || bar == .horizontalBar ? titleText(layout, inventory) : ""
                lines += row(items, space: space, title: title, names: names, inner: inner,
                             middle: (layout.windowWidth ?? 0) / 2)
            }
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
            lines.append("Clipped: \(names.title(view.key)) is \(Breakpoint.format(view.width)) pt wide; "
                         + "\(Breakpoint.format(view.availableWidth)) pt available")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Sweep and where

    /// The breakpoint table of a sweep, one sentence per breakpoint. With `ranges`
    /// (`ToolbarSolver.breakpointRanges`), each sentence gives the breakpoint at the ends of the
    /// estimates' ranges and what it depends on.
    public static func drawSweep(_ sweep: Sweep, inventory: ScreenInventory? = nil,
                                 ranges: [BreakpointRange] = []) -> String {
        let names = Names(inventory)
        var lines = ["Breakpoints for \(sweep.screen) in \(sweep.scenario) "
                     + "(\(Breakpoint.format(sweep.from))–\(Breakpoint.format(sweep.to)) pt)"]
        if sweep.breakpoints.isEmpty {
            lines.append("  No command changes place in this range.")
            return lines.joined(separator: "\n")
        }
        let width = sweep.breakpoints.map { TextWidth.columns(names.title($0.key)) }.max() ?? 0
        lines.append("  " + pad("width", 9) + pad("command", width) + "  below → at or above")
        for point in sweep.breakpoints {
            lines.append("  " + pad("\(Breakpoint.format(point.width)) pt", 9) + pad(names.title(point.key), width)
                         + "  \(point.below.rawValue) → \(point.atOrAbove.rawValue)")
        }
        lines.append("")
        lines += sweep.breakpoints.map { point in
            if let range = ranges.first(where: { $0.key == point.key && abs($0.width - point.width) < 1e-9 }) {
                return "  " + range.sentence { names.title($0) }
            }
            return "  " + point.sentence(title: names.title(point.key))
        }
        return lines.joined(separator: "\n")
    }

    /// The answer to "where is KEY": one line per scenario, then its breakpoints.
    public static func drawPlaces(_ places: [CommandPlace], key: String, inventory: ScreenInventory? = nil)
        -> String {
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
                line += "; \(point.below == .overflowMenu ? "overflow" : point.below.rawValue) below "
                    + "\(Breakpoint.format(point.width)) pt" + (range.map { $0.isExact ? "" : " (\($0.widths))" } ?? "")
            }
            lines.append(line)
            if let shortfall = place.shortfall {
                lines.append("  " + String(repeating: " ", count: width) + "  why: "
                             + shortfall.sentence(CommandNames(inventory)))
            }
        }
        return lines.joined(separator: "\n")
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

    // MARK: - Bars

    /// One horizontal bar in a box. Items of a horizontal bar on a vertical pose are split into the
    /// two sides by their position against `middle`.
    static func row(_ items: [PlacedItem], space: BarSpace?, title: String, names: Names, inner: Int,
                    middle split: Double) -> [String] {
        var leading: [String] = []
        var middle: [String] = []
        var trailing: [String] = []
        var pinned: [String] = []
        if space?.hasBackButton == true { leading.append("‹") }
        for item in items.sorted(by: { ($0.x ?? 0) < ($1.x ?? 0) }) {
            let text = names.barLabel(item.key)
            switch item.region {
            case .leading, .bottomBar, .keyboardBar: leading.append(text)
            case .principal, .center: middle.append(text)
            case .pinnedTrailing: pinned.append(text)
            case .horizontalBar where (item.x ?? 0) < split: leading.append(text)
            default: trailing.append(text)
            }
        }
        if space?.hasOverflowButton == true { trailing.append("[⋯]") }
        if let search = space?.searchWidth, search > 0 { trailing.append("[⌕]") }
        trailing += pinned
        let left = leading.joined(separator: " ")
        let right = trailing.joined(separator: " ")
        let centerItems = middle.joined(separator: " ")
        var center = title.isEmpty ? centerItems : centerItems.isEmpty ? title : title + "  " + centerItems
        let room = inner - TextWidth.columns(left) - TextWidth.columns(right) - 2
        center = truncate(center, max(0, room))
        let used = TextWidth.columns(left) + TextWidth.columns(center) + TextWidth.columns(right)
        let free = max(0, inner - used)
        let before = free / 2
        var content = left + String(repeating: " ", count: before) + center
            + String(repeating: " ", count: free - before) + right
        content = truncate(content, inner)
        content = pad(content, inner)
        let rule = String(repeating: "─", count: inner + 2)
        return ["┌" + rule + "┐", "│ " + content + " │", "└" + rule + "┘"]
    }

    static func column(_ items: [PlacedItem], space: BarSpace?, names: Names) -> [String] {
        var entries: [String] = []
        if space?.hasBackButton == true { entries.append("‹ Back") }
        var lastY: Double?
        var lastHeight = 0.0
        for item in items.sorted(by: { $0.order < $1.order }) {
            if let y = lastY, let now = item.y, now - (y + lastHeight) > 20 { entries.append("") }
            entries.append(names.title(item.key))
            lastY = item.y
            lastHeight = item.height ?? 0
        }
        if space?.hasOverflowButton == true { entries.append("⋯") }
        let width = 10
        var lines = ["┌" + String(repeating: "─", count: width + 2) + "┐"]
        for entry in entries { lines.append("│ " + pad(truncate(entry, width), width) + " │") }
        lines.append("└" + String(repeating: "─", count: width + 2) + "┘")
        return lines
    }

    // MARK: - Text helpers

    static func titleText(_ layout: Layout, _ inventory: ScreenInventory?) -> String {
        let title = inventory?.screen.title ?? ""
        switch layout.title.state {
        case .shown, .truncated: return title
        default: return ""
        }
    }

    static func label(_ bar: BarKind) -> String {
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
        }
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
