import Testing

@testable import ToolbarRegistry

/// Only records judged before in the run go through the audit's caches (``RecordsSeen``). A wrong
/// answer never changes a result (the caches are keyed by the whole digest), but a lost "yes"
/// solves every copy of a screen again, and a key that mixed digests up sends screens met once
/// through the caches: the cost this saves.
@Suite struct AuditRecordsSeenTests {
    static let digest = "3f9a0c1d2e4b5a6978877665544332211ffeeddccbbaa9988776655443322110"

    @Test func recordsAreNewOnceAndSeenAfter() {
        let seen = RecordsSeen()
        #expect(!seen.judgedBefore(Self.digest))
        #expect(seen.judgedBefore(Self.digest))
        #expect(seen.judgedBefore(Self.digest))
    }

    @Test func anotherDigestIsNew() {
        let seen = RecordsSeen()
        #expect(!seen.judgedBefore(Self.digest))
        // The first 16 digits differ in the last of them only.
        var other = Array(Self.digest)
        other[15] = "1"
        #expect(!seen.judgedBefore(String(other)))
        // The same first 16 digits: kept as the same records (the caches, keyed by the whole
        // digest, still tell them apart).
        other = Array(Self.digest)
        other[40] = "0"
        #expect(seen.judgedBefore(String(other)))
    }

    @Test(arguments: [
        ("3f9a0c1d2e4b5a69", 0x3f9a_0c1d_2e4b_5a69 as UInt64),
        ("ffffffffffffffff00", UInt64.max),
        ("0000000000000001", 1)
    ])
    func aDigestIsKeptByItsFirstSixteenDigits(_ digest: String, _ key: UInt64) {
        #expect(RecordsSeen.key(of: digest) == key)
    }

    @Test(arguments: ["", "3f9a", "3F9A0C1D2E4B5A69", "not a digest at all"])
    func otherTextIsKeptByItsHash(_ text: String) {
        #expect(RecordsSeen.key(of: text) == UInt64(bitPattern: Int64(text.hashValue)))
        let seen = RecordsSeen()
        #expect(!seen.judgedBefore(text))
        #expect(seen.judgedBefore(text))
    }
}
