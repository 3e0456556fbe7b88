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
}
