import ToolbarChecklist
import ToolbarModel

/// How findings become SARIF results within GitHub's limits.
enum SARIFResults {
    /// One item's findings grouped by record: the findings of the same command (or, without one,
    /// the screen) at the same severity seen in several scenarios are one group, in the order of
    /// their first finding. A finding without a scenario (about a record's declaration, or a
    /// group) is a group of its own, so two records are never merged.
    static func groups(_ findings: [Finding]) -> [[Finding]] {
        var groups: [[Finding]] = []
        var index: [String: Int] = [:]
        for finding in findings {
            guard finding.scenario != nil else {
                groups.append([finding])
                continue
            }
            let key =
                "\(finding.severity.rawValue)\u{1F}\(RecordName.foldedKey(finding.commandKey ?? ""))"
                + "\u{1F}\(finding.commandKey == nil ? "screen" : "command")"
            if let at = index[key] {
                groups[at].append(finding)
            } else {
                index[key] = groups.count
                groups.append([finding])
            }
        }
        return groups
    }

    /// `App/Screen: message (context)`, and for a group the other scenarios it was seen in:
    /// `; also in 3 more scenarios: iphone-se-portrait (at 320–375 pt), …`. Names are
    /// bidi-isolated (``BidiText``).
    static func message(_ group: [Finding], path: String) -> String {
        let first = group[0]
        let context = ReportText.findingContext(first)
        var text =
            BidiText.isolated(path) + ": " + BidiText.isolated(first.message)
            + (context.isEmpty ? "" : " (\(BidiText.isolated(context)))")
        let others = group.dropFirst().map { finding -> String in
            BidiText.isolated(finding.scenario ?? "") + (finding.widthRange.map { " (at \($0))" } ?? "")
        }
        if !others.isEmpty {
            text +=
                "; also in \(others.count) more \(others.count == 1 ? "scenario" : "scenarios"): "
                + others.joined(separator: ", ")
        }
        return text
    }

    /// The indices of the results to keep, in their order, when at most `limit` may be written:
    /// the lowest ranks (most severe) first, ties kept in order.
    static func keepMostSevere(_ ranks: [Int], limit: Int) -> [Int] {
        guard ranks.count > limit else { return Array(ranks.indices) }
        let chosen = ranks.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.prefix(limit)
        return chosen.sorted()
    }
}

/// Artifact URIs (SARIF 2.1.0 §3.4.3): a relative reference for a file inside the source root
/// (with `uriBaseId` ``sourceRootBase``), an absolute `file://` URI for one outside it. The paths
/// come from the report, already relative to `--source-root` or absolute (``ReportPaths``).
public enum SARIFPaths {
    /// The base id relative URIs are resolved against (GitHub resolves it to the checkout).
    public static let sourceRootBase = "%SRCROOT%"

    /// Whether `path` is absolute.
    public static func isAbsolute(_ path: String) -> Bool { path.hasPrefix("/") }

    /// The URI of `path`: `Sources/My%20App/View.swift`, or `file:///abs/registry.json`.
    public static func uri(_ path: String) -> String {
        if isAbsolute(path) { return "file://" + encoded(ReportPaths.normalised(path)) }
        let clean = ReportPaths.normalised(path)
        return encoded(clean == "." ? "" : clean)
    }

    /// Percent-encodes everything a URI path may not hold as it is (RFC 3986 `pchar` and `/`),
    /// as UTF-8 bytes.
    static func encoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~!$&'()*+,;=:@/".utf8.contains(byte):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }
}
