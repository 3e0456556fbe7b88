// MARK: - Arrays of one repeated value, made in specialized code

extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them.
    ///
    /// `Array(repeating:count:)` allocates through a standard-library entry point that is not
    /// specialized for the element type; on Linux it looks the array's storage class up in the
    /// runtime's metadata cache on every call, about 700 instructions, more than filling a
    /// 20-element array. Reserving and appending stays in code specialized where this is inlined,
    /// which reads the storage class from a cache of its own. The solver makes several such arrays
    /// in every solve (docs/benchmarks.md, "The solver's targets again").
    @inlinable
    public init(filling value: Element, count: Int) {
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
