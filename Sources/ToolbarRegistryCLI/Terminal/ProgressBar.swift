// MARK: - Progress bar

/// A one-line progress bar on stderr for long jobs; draws nothing unless stderr is a terminal and
/// colour is allowed, so logs and pipes stay clean.
public final class ProgressBar: @unchecked Sendable {
    /// The output drawn on.
    private let output: Output
    /// What is being done, e.g. `Importing`.
    public let label: String
    /// The number of steps in the job.
    public let total: Int
    /// The bar's width in cells.
    private let width: Int
    /// Steps done so far.
    public private(set) var completed = 0
    /// The last drawn percentage, to redraw only when it changes.
    private var lastDrawn = -1

    /// Creates a bar for `total` steps; nothing is drawn until the first update.
    public init(label: String, total: Int, output: Output, width: Int = 30) {
        self.label = label
        self.total = max(total, 0)
        self.output = output
        self.width = max(width, 1)
    }

    /// Whether this bar draws anything.
    public var isVisible: Bool { output.showsProgress }

    /// Advances by `steps` and redraws when the whole percentage changed.
    public func advance(by steps: Int = 1) {
        update(completed: completed + steps)
    }

    /// Sets the steps done and redraws when the whole percentage changed.
    public func update(completed value: Int) {
        completed = min(max(value, 0), total)
        let percent = total == 0 ? 100 : completed * 100 / total
        guard isVisible, percent != lastDrawn else { return }
        lastDrawn = percent
        output.writeError("\r" + Self.render(label: label, completed: completed, total: total, width: width))
    }

    /// Clears the bar's line so later output starts clean.
    public func finish() {
        guard isVisible, lastDrawn >= 0 else { return }
        output.writeError("\r\u{1B}[2K")
        lastDrawn = -1
    }

    /// The bar's text: `Importing [#########.....]  60% 600/1000`.
    public static func render(label: String, completed: Int, total: Int, width: Int) -> String {
        let fraction = total == 0 ? 1.0 : Double(completed) / Double(total)
        let filled = min(width, Int((fraction * Double(width)).rounded(.down)))
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        let percent = String(Int((fraction * 100).rounded(.down)))
        let padded = String(repeating: " ", count: max(0, 3 - percent.count)) + percent
        return "\(label) [\(bar)] \(padded)% \(completed)/\(total)"
    }
}
