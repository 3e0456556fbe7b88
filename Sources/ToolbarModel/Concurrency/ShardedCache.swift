// MARK: - A bounded cache several threads share

/// Values by key, shared by threads that rarely want the same shard at once: the keys are spread
/// over sixteen shards, each behind its own lock (``Locked``). Bounded: a shard that reaches its
/// limit is emptied before it takes another value, so a long run never holds everything it saw.
/// An audit keeps its layouts and its lack-of-room notes in one each, by records digest.
public final class ShardedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let shards: [Locked<[Key: Value]>]
    private let limitPerShard: Int

    /// A cache holding at most `limitPerShard` values in each of its sixteen shards.
    public init(limitPerShard: Int) {
        shards = (0..<16).map { _ in Locked([:]) }
        self.limitPerShard = limitPerShard
    }

    /// The value kept for `key`, if any.
    public func value(for key: Key) -> Value? {
        shard(key).withLock { $0[key] }
    }

    /// Keeps `value` for `key` (emptying the key's shard first when it is full).
    public func keep(_ value: Value, for key: Key) {
        shard(key).withLock { values in
            if values.count >= limitPerShard { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
    }

    private func shard(_ key: Key) -> Locked<[Key: Value]> {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
    }
}
