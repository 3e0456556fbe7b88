import ToolbarModel

/// Reads a bar element's region from its frame and the observation's bars, title, keyboard and
/// overflow button (docs/observations.md, "How places are read"):
///
/// - an upright bar is the foldable's vertical column; a horizontal bar beside one is the bar kept
///   for items that stay horizontal;
/// - a toolbar touching the keyboard is the keyboard bar, any other toolbar the bottom bar;
/// - in the navigation bar, an element before the title is leading, after it trailing, over it
///   principal; without a title the bar's middle decides; a trailing element after the overflow
///   button is pinned.
struct ObservedGeometry {
    /// Where an element sits, relative to the window.
    struct Spot {
        var region: Region
        var bar: BarKind
        var x: Double?
        var width: Double?
        var y: Double?
        var height: Double?
    }

    let observation: Observation
    let hasVerticalBar: Bool

    init(_ observation: Observation) {
        self.observation = observation
        hasVerticalBar = observation.bars.contains(where: \.isVertical)
    }

    /// The region and window-relative position of an element with `frame`; `nil` when it is in no bar.
    func spot(of frame: ObservedRect) -> Spot? {
        // The smallest bar holding the element's centre (bars can overlap at their ends).
        guard
            let bar = observation.bars.filter({ frame.isCentred(in: $0.frame) })
                .min(by: { $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height })
        else { return nil }
        let window = observation.window
        if bar.isVertical {
            return Spot(
                region: .verticalColumn, bar: .verticalColumn, y: frame.minY - window.minY, height: frame.height)
        }
        let x = frame.minX - window.minX
        let region: Region
        let kind: BarKind
        switch bar.kind {
        case .toolbar:
            if let keyboard = observation.keyboard, bar.frame.maxY >= keyboard.minY - 2 {
                (region, kind) = (.keyboardBar, .keyboardBar)
            } else if hasVerticalBar {
                (region, kind) = (.horizontalBar, .horizontalBar)
            } else {
                (region, kind) = (.bottomBar, .bottomBar)
            }
        case .navigationBar:
            if hasVerticalBar {
                (region, kind) = (.horizontalBar, .horizontalBar)
            } else {
                (region, kind) = (navigationRegion(of: frame, in: bar.frame), .navigationBar)
            }
        }
        return Spot(region: region, bar: kind, x: x, width: frame.width)
    }

    /// Leading, principal, trailing or pinned trailing, from the title (or, without one, the
    /// widest gap between the bar's elements) and the overflow button.
    private func navigationRegion(of frame: ObservedRect, in bar: ObservedRect) -> Region {
        let region: Region
        if let title = observation.title, title.frame.width > 0, title.frame.isCentred(in: bar) {
            if frame.midX < title.frame.minX {
                region = .leading
            } else if frame.midX > title.frame.maxX {
                region = .trailing
            } else {
                region = .principal
            }
        } else {
            region = regionByGaps(of: frame, in: bar)
        }
        if region == .trailing, let button = observation.overflow?.button.frame, button.isCentred(in: bar),
            frame.minX >= button.maxX - 1
        {
            return .pinnedTrailing
        }
        return region
    }

    /// Without a title: leading items start at the bar's leading edge and trailing ones end at its
    /// trailing edge, so the widest gap (counting the bar's ends) separates them. An element
    /// centred in the bar (within 2 pt) with room on both sides is principal.
    private func regionByGaps(of frame: ObservedRect, in bar: ObservedRect) -> Region {
        var frames = observation.items.map(\.frame).filter { $0.isCentred(in: bar) }
        if let button = observation.overflow?.button.frame, button.isCentred(in: bar) { frames.append(button) }
        frames.sort { $0.minX < $1.minX }
        let others = frames.filter { $0 != frame }
        let before = others.filter { $0.midX < frame.midX }.map(\.maxX).max() ?? bar.minX
        let after = others.filter { $0.midX >= frame.midX }.map(\.minX).min() ?? bar.maxX
        if abs(frame.midX - bar.midX) <= 2, frame.minX - before >= 8, after - frame.maxX >= 8 { return .principal }
        // The widest gap: between the bar's leading edge and the first element, between two
        // elements, or between the last element and the trailing edge.
        var edges = [bar.minX]
        for element in frames { edges += [element.minX, element.maxX] }
        edges.append(bar.maxX)
        var widest = (gap: -Double.infinity, at: bar.minX)
        for index in stride(from: 0, to: edges.count - 1, by: 2) {
            let gap = edges[index + 1] - edges[index]
            if gap > widest.gap { widest = (gap, edges[index]) }
        }
        return frame.midX < widest.at ? .leading : .trailing
    }
}
