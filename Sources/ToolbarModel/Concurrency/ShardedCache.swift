// MARK: - A bounded cache several threads share

/// Values by key, shared by threads that rarely want the same shard at once: the keys are spread
/// over sixteen shards, each behind its own lock (``Locked``). Bounded: a shard that reaches its
/// limit is emptied before it takes another value, so a long run never holds everything it saw.
/// An audit keeps its layouts and its lack-of-room notes in one each, by records digest.
///
/// Inlinable, so the caches' keys are hashed and compared by code specialized for them.
public final class ShardedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline let shards: [Locked<[Key: Value]>]
    @usableFromInline let limitPerShard: Int

    /// A cache holding at most `limitPerShard` values in each of its sixteen shards.
    @inlinable
    public init(limitPerShard: Int) {
        shards = (0..<16).map { _ in Locked([:]) }
        self.limitPerShard = limitPerShard
    }

    /// The value kept for `key`, if any.
    @inlinable
    public func value(for key: Key) -> Value? {
        shard(key).withLock { $0[key] }
    }

    /// Keeps `value` for `key` (emptying the key's shard first when it is full).
    ///
    /// A full shard's values are taken out under the lock and freed after it: freeing a shard of
    /// layouts (hundreds of arrays and strings each) under the lock kept the other judging thread
    /// waiting on it, asleep, for as long.
    @inlinable
    public func keep(_ value: Value, for key: Key) {
        let evicted = shard(key).withLock { values -> [Key: Value] in
            var evicted: [Key: Value] = [:]
            if values.count >= limitPerShard {
                swap(&evicted, &values)
                values.reserveCapacity(limitPerShard)
            }
            values[key] = value
            return evicted
        }
        withExtendedLifetime(evicted) {}
    }

    @inlinable
    func shard(_ key: Key) -> Locked<[Key: Value]> {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(shards.count))]
    }
}
