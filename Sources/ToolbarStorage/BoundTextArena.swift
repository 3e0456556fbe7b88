/// The bytes of the texts bound to one statement's parameters, copied here so that SQLite reads
/// them in place (`SQLITE_STATIC`) instead of copying each text into an allocation of its own
/// (`SQLITE_TRANSIENT`): an import binds about twenty texts per command, and SQLite's copy, with
/// its allocation and later release, was about 15 % of the writing thread.
///
/// The bytes must be copied rather than bound where the `String` keeps them: a short Swift string
/// holds its bytes inline, and `withUTF8` hands out a pointer that is valid only inside its
/// closure.
///
/// Blocks never move once allocated, so every text copied since the last ``reset()`` stays where
/// it was bound. The statement owns its arena and resets it only when all its parameters are
/// about to be bound again (a statement never steps with a parameter of an earlier run, see
/// ``Statement/bind(with:)``); the blocks are released after the statement is finalized.
final class BoundTextArena {
    /// The blocks, each with its size in bytes, in the order they are filled.
    private var blocks: [(start: UnsafeMutableRawPointer, size: Int)] = []
    /// The block being filled, or -1 before the first copy.
    private var current = -1
    /// Where the next text goes in the current block, and the block's end (both `nil` before
    /// the first copy). Read on every bind, so without the run-time exclusivity check: only the
    /// arena's owner, on one thread, uses it.
    @exclusivity(unchecked) private var next: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var end: UnsafeMutableRawPointer?

    /// Texts longer than this are left to SQLite to copy: copying is then most of the cost, and
    /// a statement kept in the cache keeps its arena's blocks.
    static let largestText = 4096
    /// The first block's size; each later block doubles the one before, up to ``largestBlock``.
    static let firstBlock = 1024
    static let largestBlock = 64 * 1024

    init() {}

    deinit {
        for block in blocks { block.start.deallocate() }
    }

    /// Forgets every text copied so far; their bytes are overwritten by the next copies.
    func reset() {
        current = -1
        next = nil
        end = nil
    }

    /// A copy of `bytes` that stays until the next ``reset()`` (never `nil` for a short text, even
    /// an empty one: SQLite stores NULL for a null pointer), or `nil` when the text is longer
    /// than ``largestText``.
    @inline(__always)
    func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar>? {
        let count = bytes.count
        guard let destination = next, count <= end! - destination else { return copyIntoNextBlock(bytes) }
        next = destination + count
        if let source = bytes.baseAddress { destination.copyMemory(from: source, byteCount: count) }
        return UnsafePointer(destination.bindMemory(to: CChar.self, capacity: count))
    }

    /// ``copy(_:)`` when the text does not fit in the current block.
    @inline(never)
    private func copyIntoNextBlock(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafePointer<CChar>? {
        let count = bytes.count
        guard count <= Self.largestText else { return nil }
        // The next kept block the text fits in (one may be smaller than this text), else a new one.
        repeat { current += 1 } while current < blocks.count && blocks[current].size < count
        if current == blocks.count {
            let size = min(max((blocks.last?.size ?? 0) * 2, Self.firstBlock, count), Self.largestBlock)
            blocks.append((UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 1), size))
        }
        next = blocks[current].start
        end = blocks[current].start + blocks[current].size
        return copy(bytes)
    }
}
