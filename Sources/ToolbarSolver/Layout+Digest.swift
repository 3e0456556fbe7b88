import ToolbarModel

// MARK: - A layout's digest

/// An audit records, per scenario, a digest of the layout it judged, and a report redraws the
/// layout and checks it against that digest (docs/audits.md). Three formats exist; an audit
/// records which one its digests are in (`audits.layout_digest_version`):
///
/// 1. SHA-256 of the layout's ``compactJSON`` (audits stored before migration 0012). Encoding the
///    JSON, numbers as shortest decimal text, was most of the digest's cost.
/// 2. SHA-256 of the layout's fields fed in a fixed order as bytes (``LayoutDigestWriter``): strings
///    as their UTF-8 length and bytes, numbers as whole numbers or their IEEE 754 bits, optionals
///    and arrays behind a tag or a count, so two different layouts never feed the same bytes. No
///    text is built, and about half the bytes of the JSON are hashed.
/// 3. The same field bytes under their own heading, hashed with SipHash-2-4 with 128-bit output
///    (``SipHash128``) keyed by ``digestKey``: 32 hex digits. The digest only tells a redrawn
///    layout from another one, with nothing adversarial in between, so it needs a good 128-bit
///    function of the bytes, not a cryptographic hash; SHA-256's compression was most of format
///    2's cost (about ten times SipHash's per byte).
/// 4. Format 3 with each enum case as one byte, its fixed ``digestCode``, instead of its name's
///    length and bytes, keyed by ``digestCodesKey``. The names were a third of the bytes hashed
///    (a region and a bar for every item, a reason and a bar for every overflow entry), and
///    writing and hashing them a sixth of the digest's instructions.
extension Layout {
    /// The digest format new audits record.
    public static let digestVersion = 4

    /// The digest formats this build can check (an audit records one of them).
    public static let digestVersions: ClosedRange<Int> = 1...4

    /// Format 3's SipHash key: the 16 UTF-8 bytes of "toolbar-layout/3". Fixed and published:
    /// the digest is a check against mistakes (another solver, other records), not a secret.
    public static let digestKey: (UInt64, UInt64) = SipHash128.key(Array("toolbar-layout/3".utf8))

    /// Format 4's SipHash key: the 16 UTF-8 bytes of "toolbar-layout/4".
    public static let digestCodesKey: (UInt64, UInt64) = SipHash128.key(Array("toolbar-layout/4".utf8))

    /// The layout's digest in `version`'s format (lower-case hex); `nil` for a version this build
    /// does not know.
    public func digest(version: Int = Layout.digestVersion) -> String? {
        switch version {
        case 1: return SHA256.hex(compactJSON)
        case 2: return fieldDigest(heading: "toolbar-layout/2\n", hash: SHA256())
        case 3: return fieldDigest(heading: "toolbar-layout/3\n", hash: SipHash128(key: Layout.digestKey))
        case 4: return fieldDigest
        default: return nil
        }
    }

    /// The digest new audits record (format 4): SipHash-2-4-128 of the fields, in declaration
    /// order, enum cases as their codes (a test changes each field of every type here and
    /// expects another digest, so a field added to a type and not here fails it).
    public var fieldDigest: String {
        fieldDigest(heading: "toolbar-layout/4\n", hash: SipHash128(key: Layout.digestCodesKey), caseCodes: true)
    }

    /// The lower-case hex `hash` of `heading` and the fields (formats 2 to 4): enum cases as their
    /// codes when `caseCodes` (format 4), else as their names.
    func fieldDigest<Hash: LayoutDigestHash>(heading: StaticString, hash: Hash, caseCodes: Bool = false) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: LayoutDigestWriter<Hash>.bufferSize) { buffer in
            var out = LayoutDigestWriter(buffer: buffer, hash: hash, caseCodes: caseCodes)
            out.text(heading)
            writeFields(to: &out)
            return out.finish()
        }
    }

    /// Feeds the fields, in declaration order, to `out`. Written as plain loops and `if let`s,
    /// enum cases as their names' static bytes: generic closures per array and optional, and a
    /// `String` built per raw value, cost more than hashing the bytes did.
    private func writeFields<Hash>(to out: inout LayoutDigestWriter<Hash>) {
        out.integer(formatVersion)
        out.string(scenario)
        out.string(screen)
        out.count(bars.count)
        for bar in bars { out.enumCase(bar) }
        out.count(items.count)
        for item in items {
            out.string(item.key)
            out.enumCase(item.region)
            out.enumCase(item.bar)
            out.integer(item.order)
            out.number(item.x)
            out.number(item.width)
            out.number(item.y)
            out.number(item.height)
        }
        out.count(overflow.count)
        for entry in overflow {
            out.string(entry.key)
            out.string(entry.title)
            out.enumCase(entry.reason)
            out.enumCase(entry.bar)
            out.bool(entry.isDivider)
            out.bool(entry.isBlank)
        }
        out.count(missing.count)
        for item in missing {
            out.string(item.key)
            out.enumCase(item.region)
            out.enumCase(item.reason)
        }
        out.enumCase(title.state)
        out.number(title.width)
        out.number(title.neededWidth)
        out.number(title.x)
        out.count(space.count)
        for bar in space {
            out.enumCase(bar.bar)
            out.number(bar.available)
            out.number(bar.used)
            out.bool(bar.hasBackButton)
            out.bool(bar.hasOverflowButton)
            out.number(bar.searchWidth)
            out.number(bar.x)
            out.number(bar.backButtonX)
            out.number(bar.overflowButtonX)
            out.number(bar.searchX)
            out.number(bar.overflowButtonY)
        }
        out.count(clipped.count)
        for view in clipped {
            out.string(view.key)
            out.number(view.width)
            out.number(view.availableWidth)
        }
        out.count(rules.count)
        for rule in rules {
            out.string(rule.id)
            out.enumCase(rule.tag)
        }
        out.number(windowWidth)
        out.number(windowHeight)
        if let warnings {
            out.present()
            out.count(warnings.count)
            for warning in warnings {
                out.enumCase(warning.kind)
                if let bar = warning.bar {
                    out.present()
                    out.enumCase(bar)
                } else {
                    out.absent()
                }
                out.count(warning.keys.count)
                for key in warning.keys { out.string(key) }
                out.string(warning.message)
            }
        } else {
            out.absent()
        }
        out.bool(rightToLeft)
        out.string(observedOn)
    }
}

/// A hash the field bytes of a layout digest go to: SHA-256 (format 2) or SipHash-2-4-128 (formats 3, 4).
protocol LayoutDigestHash {
    mutating func update(_ bytes: UnsafeRawBufferPointer)
    /// The lower-case hex digest of every byte fed.
    mutating func finalizeHex() -> String
}

extension SHA256: LayoutDigestHash {}
extension SipHash128: LayoutDigestHash {}
