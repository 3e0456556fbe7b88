import ToolbarModel

/// Values by index, each made on first need and kept: the ends of ``EstimateEnds`` and the
/// layouts at those ends of ``EstimateSolutions``. Made outside the lock, so two threads may both
/// make a value; what they make is the same (the solver is pure), and the first kept is the one
/// every later read gets.
final class SlotsMadeOnce<Value: Sendable>: Sendable {
    private let slots = Locked<[Value?]>([])

    /// The value at `index`, made by `make` the first time it is asked for.
    func value(at index: Int, _ make: () -> Value) -> Value {
        if let known = slots.withLock({ index < $0.count ? $0[index] : nil }) { return known }
        let made = make()
        return slots.withLock { slots in
            if slots.count <= index { slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count)) }
            if let kept = slots[index] { return kept }
            slots[index] = made
            return made
        }
    }
}
