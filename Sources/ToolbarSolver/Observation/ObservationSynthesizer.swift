import ToolbarModel

/// Observations made without a device: the layout the solver predicts with some metrics, drawn
/// as the document a UI test would write, frames shaken by `noise`. The tests use it to check that
/// `calibrate` finds the metrics back; a team can use it to try `observe` and `calibrate` before
/// its first device run. Nothing it makes is evidence about iOS.
public enum ObservationSynthesizer {
    /// The device synthetic observations name.
    public static let device = ObservedDevice(
        model: "synthetic", name: "Synthetic device", osVersion: OSVersion(27, 1),
        idiom: "phone", simulator: true)

    /// The observation of `inventory` in `scenario` if iOS laid it out as the solver does with
    /// `metrics`. Each frame's position and length get `noise()` points added; with `identifiers`
    /// false, elements carry labels only (so matching must use them).
    public static func observation(
        of inventory: ScreenInventory, in scenario: Scenario, metrics: BarMetrics, identifiers: Bool = true,
        noise: () -> Double = { 0 }
    ) -> Observation {
        let layout = ToolbarSolver.solve(inventory, in: scenario, metrics: metrics)
        let width = scenario.width
        let height = scenario.height
        let window = ObservedRect(x: 0, y: 0, width: width, height: height)
        let top = height > width ? 62.0 : 24.0
        var bars: [ObservedBar] = []
        var barFrames: [BarKind: ObservedRect] = [:]
        let keyboard =
            scenario.keyboardUp
            ? ObservedRect(
                x: 0, y: height - metrics.keyboardHeight, width: width,
                height: metrics.keyboardHeight) : nil
        for bar in layout.bars {
            let frame: ObservedRect
            let kind: ObservedBar.Kind
            switch bar {
            case .navigationBar, .horizontalBar:
                let x = scenario.verticalBarEdge == .leading && bar == .horizontalBar ? metrics.columnWidth : 0
                let barWidth = bar == .horizontalBar ? width - metrics.columnWidth : width
                (frame, kind) = (ObservedRect(x: x, y: top, width: barWidth, height: 54), .navigationBar)
            case .bottomBar:
                (frame, kind) = (ObservedRect(x: 0, y: height - 83, width: width, height: 49), .toolbar)
            case .keyboardBar:
                let y = (keyboard?.minY ?? height) - 44
                (frame, kind) = (ObservedRect(x: 0, y: y, width: width, height: 44), .toolbar)
            case .verticalColumn:
                let x = scenario.verticalBarEdge == .trailing ? width - metrics.columnWidth : 0
                (frame, kind) = (ObservedRect(x: x, y: 0, width: metrics.columnWidth, height: height), .navigationBar)
            }
            bars.append(ObservedBar(kind: kind, frame: frame))
            barFrames[bar] = frame
        }
        let commands = Dictionary(inventory.commands.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        func label(_ key: String) -> String {
            guard let command = commands[key] else { return key }
            return command.title.isEmpty ? (command.accessibilityLabel ?? command.symbol ?? key) : command.title
        }
        var items: [ObservedItem] = []
        for item in layout.items where commands[item.key]?.content.isCommand == true {
            guard let bar = barFrames[item.bar] else { continue }
            let frame: ObservedRect
            if item.bar == .verticalColumn {
                frame = ObservedRect(
                    x: bar.midX - 22, y: (item.y ?? 0) + noise(), width: 44,
                    height: max(0, (item.height ?? 0) + noise()))
            } else {
                frame = ObservedRect(
                    x: (item.x ?? 0) + noise(), y: bar.midY - 22,
                    width: max(0, (item.width ?? 0) + noise()), height: 44)
            }
            items.append(
                ObservedItem(
                    identifier: identifiers ? ObservedLayout.identifier(for: item.key) : nil,
                    label: label(item.key), frame: frame))
        }
        let overflow = overflowMenu(
            layout, barFrames: barFrames, scenario: scenario, metrics: metrics,
            identifiers: identifiers, label: label)
        return Observation(
            app: inventory.app.name, screen: inventory.screen.name, scenario: scenario.name, target: scenario.target,
            generator: "toolbar-registry ObservationSynthesizer", device: device, linkedSDK: inventory.app.linkedSDK,
            orientation: width > height ? .landscapeLeft : .portrait, screenSize: window, window: window,
            horizontalSizeClass: scenario.horizontalSizeClass, verticalSizeClass: scenario.verticalSizeClass,
            dynamicType: scenario.dynamicType, searchActive: scenario.searchActive, keyboard: keyboard, bars: bars,
            title: title(
                layout, inventory: inventory, bar: barFrames[.navigationBar] ?? barFrames[.horizontalBar],
                items: items),
            items: items, overflow: overflow)
    }

    // MARK: - Parts

    /// The title between the last leading and the first trailing element, centred, as wide as
    /// the solver gives it.
    private static func title(_ layout: Layout, inventory: ScreenInventory, bar: ObservedRect?, items: [ObservedItem])
        -> ObservedTitle?
    {
        guard let bar, let text = inventory.screen.title, !text.isEmpty,
            layout.title.state == .shown || layout.title.state == .truncated
        else { return nil }
        let inBar = items.filter { $0.frame.isCentred(in: bar) }
        let leadingEnd = inBar.filter { $0.frame.midX < bar.midX }.map(\.frame.maxX).max() ?? bar.minX
        let trailingStart = inBar.filter { $0.frame.midX >= bar.midX }.map(\.frame.minX).min() ?? bar.maxX
        let gap = max(0, trailingStart - leadingEnd)
        let width = min(layout.title.width, gap)
        let centred = min(max(bar.midX - width / 2, leadingEnd), trailingStart - width)
        return ObservedTitle(text: text, frame: ObservedRect(x: centred, y: bar.midY - 11, width: width, height: 22))
    }

    /// The overflow button where the solver puts it (before the pinned items, else last on the
    /// trailing side) and the menu's rows.
    private static func overflowMenu(
        _ layout: Layout, barFrames: [BarKind: ObservedRect], scenario: Scenario, metrics: BarMetrics,
        identifiers: Bool, label: (String) -> String
    ) -> ObservedOverflow? {
        guard let space = layout.space.first(where: \.hasOverflowButton), let bar = barFrames[space.bar] else {
            return nil
        }
        let frame: ObservedRect
        if space.bar == .verticalColumn {
            let length = metrics.columnButtonLength
            frame = ObservedRect(
                x: bar.midX - 22, y: bar.maxY - metrics.columnEndMargin - length, width: 44, height: length)
        } else {
            let size = metrics.symbolWidth + 2 * metrics.itemPadding + 2 * metrics.capsulePadding
            let pinned = layout.items.filter { $0.bar == space.bar && $0.region == .pinnedTrailing }.compactMap(\.x)
                .min()
            let end: Double
            if let pinned {
                end = pinned - metrics.capsulePadding - metrics.groupGap
            } else {
                let regular = scenario.horizontalSizeClass == .regular && scenario.target != .iPhoneOnIPad
                let margin = regular || scenario.target == .foldable ? metrics.regularMargin : metrics.compactMargin
                // Last on the trailing side (a trailing search field after it is not drawn: the
                // button's place only tells pinned items apart).
                end = bar.maxX - margin
            }
            frame = ObservedRect(x: end - size, y: bar.midY - size / 2, width: size, height: size)
        }
        let entries = layout.overflow.filter { !$0.isDivider }.map { entry in
            ObservedMenuEntry(
                identifier: identifiers ? ObservedLayout.identifier(for: entry.key) : nil,
                label: entry.isBlank ? "" : label(entry.key))
        }
        return ObservedOverflow(button: ObservedItem(label: "More", frame: frame), opened: true, entries: entries)
    }
}
