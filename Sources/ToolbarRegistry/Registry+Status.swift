import ToolbarChecklist
import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One thing that needs attention now, with the command that fixes it.
public struct AttentionItem: Hashable, Sendable {
    /// What kind of attention.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case neverAudited, auditOutdated, failingItem, staleSignOff, missingSignOffs, suppressionEnding, codeDrift
    }

    public var severity: Severity
    public var kind: Kind
    public var app: String
    public var screen: String?
    public var owner: String?
    public var message: String
    /// The command line that deals with it.
    public var fix: String

    /// One entry of `status --format json`.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("severity", severity.rawValue)
        object.set("kind", kind.rawValue)
        object.set("app", app)
        object.set("screen", screen)
        object.set("owner", owner)
        object.set("message", message)
        object.set("fix", fix)
        return object.value
    }
}

extension Registry {
    /// How soon a suppression's end counts as "about to end".
    public static let suppressionWarningDays = 14

    /// What needs attention now, most severe first: screens never audited or audited before their
    /// last change, failing items of the latest audit, stale or missing sign-offs, suppressions
    /// about to end. Filtered by owner (a screen's own, else its app's) and by app.
    public func status(owner: String? = nil, app appName: String? = nil, now: Date = Date()) throws -> [AttentionItem] {
        try read {
            var items: [AttentionItem] = []
            let apps = try appName.map { [try resolveApp($0)] } ?? store.apps()
            for app in apps {
                if OwnerFilter.matches(app.value.owner, owner), let drift = try codeDrift(app) { items.append(drift) }
                for screen in try store.screens(appID: app.id) {
                    let screenOwner = screen.value.owner ?? app.value.owner
                    guard OwnerFilter.matches(screenOwner, owner) else { continue }
                    items += try attention(
                        RecordPath(app: app.value.name, screen: screen.value.name), screenID: screen.id,
                        owner: screenOwner, now: now)
                }
            }
            return items.sorted { lhs, rhs in
                if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
                return (lhs.app, lhs.screen ?? "", lhs.kind.rawValue, lhs.message)
                    < (rhs.app, rhs.screen ?? "", rhs.kind.rawValue, rhs.message)
            }
        }
    }

    /// The app's last `scan --check` found differences and no scan has imported the code since.
    private func codeDrift(_ app: Stored<App>) throws -> AttentionItem? {
        let scan = try store.scanStatus(appID: app.id)
        guard let drift = scan.lastCheckDrift, drift > 0, let checked = scan.lastCheckAt,
            (scan.lastScanAt ?? "") <= checked
        else { return nil }
        return AttentionItem(
            severity: .warning, kind: .codeDrift, app: app.value.name, screen: nil, owner: app.value.owner,
            message: "code and registry differ in \(drift) record\(drift == 1 ? "" : "s") (scan --check at \(checked))",
            fix: "toolbar-registry scan PATH... --app \"\(app.value.name)\" --dry-run")
    }

    /// One screen's attention items. Reads its records, history and reviews once each.
    private func attention(_ path: RecordPath, screenID: Int64, owner: String?, now: Date) throws -> [AttentionItem] {
        let quoted = "\"\(path)\""
        func item(_ severity: Severity, _ kind: AttentionItem.Kind, _ message: String, fix: String) -> AttentionItem {
            AttentionItem(
                severity: severity, kind: kind, app: path.app, screen: path.screen, owner: owner,
                message: message, fix: fix)
        }
        var items: [AttentionItem] = []
        guard let latest = try historyEntries(screenID: screenID).last else {
            return [item(.warning, .neverAudited, "never audited", fix: "toolbar-registry audit \(quoted)")]
        }
        guard let inventory = try store.inventory(screenID: screenID) else { return [] }
        let digest = Self.recordsDigest(inventory)
        if latest.recordsDigest != digest {
            items.append(
                item(
                    .warning, .auditOutdated, "audited \(latest.at) (audit \(latest.id)), before its last change",
                    fix: "toolbar-registry audit \(quoted)"))
        }
        let results = try store.auditItems(auditID: latest.id, app: path.app, screen: path.screen ?? "")
        for result in results where result.verdict == .fail {
            let count = result.findings.count
            items.append(
                item(
                    result.severity, .failingItem,
                    "\(result.itemID) fails (\(count) finding\(count == 1 ? "" : "s")) in audit \(latest.id)",
                    fix: result.itemID.hasPrefix(Self.sourceFindingItemPrefix)
                        ? "toolbar-registry audit \(quoted)" : "toolbar-registry checklist show \(result.itemID)"))
        }
        let signOffs = try currentSignOffs(screenID: screenID, digest: digest)
        for signOff in signOffs where signOff.stale {
            items.append(
                item(
                    .warning, .staleSignOff,
                    "sign-off of \(signOff.itemID) by \(signOff.author) is stale: the screen changed since",
                    fix: "toolbar-registry checklist sign \(quoted) \(signOff.itemID)"))
        }
        let signed = Set(signOffs.filter { !$0.stale }.map(\.itemID))
        let unsigned = results.filter {
            $0.kind == .manual && $0.verdict == .needsReview && !signed.contains($0.itemID)
        }
        if let first = unsigned.first {
            items.append(
                item(
                    .info, .missingSignOffs,
                    "\(unsigned.count) manual item\(unsigned.count == 1 ? "" : "s") not signed off "
                        + "(\(unsigned.prefix(3).map(\.itemID).joined(separator: ", "))\(unsigned.count > 3 ? ", …" : ""))",
                    fix: "toolbar-registry checklist sign \(quoted) \(first.itemID)"))
        }
        let horizon = now.addingTimeInterval(Double(Self.suppressionWarningDays) * 86_400)
        for suppression in try currentSuppressions(screenID: screenID, digest: digest) where !suppression.stale {
            guard let until = suppression.until, until >= now, until <= horizon else { continue }
            items.append(
                item(
                    .info, .suppressionEnding,
                    "suppression of \(suppression.itemID)\(suppression.commandKey.map { " (\($0))" } ?? "") ends "
                        + "\(Timestamp.string(from: until).prefix(10))",
                    fix: "toolbar-registry suppress \(quoted) \(suppression.itemID) --reason \"…\" --until YYYY-MM-DD"))
        }
        return items
    }
}
