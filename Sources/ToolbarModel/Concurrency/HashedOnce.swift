// MARK: - A key hashed once

/// A key with its hash worked out once, when wrapped: a ``ShardedCache`` hashes a key to pick its
/// shard and again inside the shard, and an audit's keys hold a 64-digit records digest. Equal
/// when the keys are (the kept hashes are compared first), hashed as the kept hash.
@frozen public struct HashedOnce<Key: Hashable & Sendable>: Hashable, Sendable {
    /// The key.
    public let key: Key
    @usableFromInline let hash: Int

    @inlinable public init(_ key: Key) {
        self.key = key
        hash = key.hashValue
    }

    @inlinable public static func == (lhs: HashedOnce, rhs: HashedOnce) -> Bool {
        lhs.hash == rhs.hash && lhs.key == rhs.key
    }

    @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
