import ToolbarModel
import ToolbarStorage

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Registry {
    /// The change log, oldest first: everything, or one app's or screen's history (renames
    /// included; removed records are matched by their recorded path), filtered by author and date.
    public func changeLog(scope: RecordPath? = nil, by author: String? = nil, since: Date? = nil, limit: Int? = nil)
        throws -> [ChangeLogEntry]
    {
        try read {
            var filter = ChangeLogFilter(author: author, since: since.map(Timestamp.string(from:)), limit: limit)
            if let scope {
                if let app = try store.app(named: scope.app) {
                    filter.appID = app.id
                    if let screenName = scope.screen {
                        if let screen = try store.screen(appID: app.id, named: screenName) {
                            filter.screenID = screen.id
                        } else {
                            filter.appID = nil
                            filter.pathPrefix = "\(app.value.name)/\(screenName)"
                        }
                    }
                } else {
                    filter.pathPrefix = scope.description
                }
            }
            return try store.log(filter)
        }
    }
}

extension ChangeLogEntry {
    /// The fields an update changed (keys whose values differ between before and after), sorted;
    /// empty when the entry is not an update of a record stored as JSON.
    public var changedFields: [String] {
        guard let beforeText = before, let afterText = after,
            case .object(let old)? = try? JSONParser.parse(Array(beforeText.utf8)),
            case .object(let new)? = try? JSONParser.parse(Array(afterText.utf8))
        else { return [] }
        let keys = Set(old.map(\.key)).union(new.map(\.key)).sorted()
        return keys.filter { key in old.first { $0.key == key }?.value != new.first { $0.key == key }?.value }
    }
}
