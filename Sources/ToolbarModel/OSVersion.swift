/// An OS or SDK version such as `26.0` or `27.1`, compared numerically.
public struct OSVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Parses `27`, `27.1` or `27.1.2`.
    public init(parsing text: String, field: String = "version") throws {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.map { Int($0) }
        guard (1...3).contains(parts.count), numbers.allSatisfy({ ($0 ?? -1) >= 0 && ($0 ?? 0) < 1000 }) else {
            throw ModelError.invalidValue(field: field, value: text, reason: "expected a version such as 26.0 or 27.1")
        }
        self.init(numbers[0]!, parts.count > 1 ? numbers[1]! : 0, parts.count > 2 ? numbers[2]! : 0)
    }

    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// iOS 27.0: visibility priority, overflow menu, pinned trailing placement, minimization.
    public static let iOS27 = OSVersion(27, 0)
    /// iOS 27.1: vertical bars (axis behaviour, vertical behaviour, vertical edge).
    public static let iOS27_1 = OSVersion(27, 1)
}
