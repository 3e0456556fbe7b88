import Testing
import ToolbarModel

/// The audit's layout and note caches: what is kept is found again, and however much is kept,
/// the cache never holds more than its sixteen shards' limit.
@Suite struct ShardedCacheTests {
    @Test func keptValuesAreFoundAndTheCacheStaysWithinItsBound() {
        let cache = ShardedCache<Int, String>(limitPerShard: 4)
        #expect(cache.value(for: 7) == nil)
        for key in 0..<1000 {
            cache.keep("value \(key)", for: key)
            #expect(cache.value(for: key) == "value \(key)")
        }
        let held = (0..<1000).filter { cache.value(for: $0) != nil }.count
        #expect(held > 0)
        #expect(held <= 16 * 4)
    }

    /// Keys hashed once (``HashedOnce``) find what their keys find: equal keys are equal and hash
    /// alike, keys that differ only past a shared hash prefix are told apart.
    @Test func keysHashedOnceFindWhatTheirKeysFind() {
        struct Key: Hashable, Sendable {
            var digest: String
            var scenario: String
        }
        let digest = String(repeating: "a", count: 64)
        let one = HashedOnce(Key(digest: digest, scenario: "iphone-17-portrait"))
        #expect(one == HashedOnce(Key(digest: digest, scenario: "iphone-17-portrait")))
        #expect(one.hashValue == HashedOnce(Key(digest: digest, scenario: "iphone-17-portrait")).hashValue)
        #expect(one != HashedOnce(Key(digest: digest, scenario: "iphone-17-landscape")))
        let cache = ShardedCache<HashedOnce<Key>, Int>(limitPerShard: 64)
        for index in 0..<100 { cache.keep(index, for: HashedOnce(Key(digest: digest, scenario: "s\(index)"))) }
        for index in 0..<100 {
            #expect(cache.value(for: HashedOnce(Key(digest: digest, scenario: "s\(index)"))) == index)
        }
        #expect(cache.value(for: HashedOnce(Key(digest: digest, scenario: "s100"))) == nil)
    }
}
