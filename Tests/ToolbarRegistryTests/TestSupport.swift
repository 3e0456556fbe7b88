import ToolbarRegistry
// The test-support target (Tests/ToolbarTestSupport: TemporaryDirectory, Repository, seeds…) for
// every file of this target.
@_exported import ToolbarTestSupport

extension TemporaryDirectory {
    /// A registry in this directory with a fixed author and clock.
    func registry(_ name: String = "r.sqlite", author: String = "tester") throws -> Registry {
        let registry = try Registry.open(path: path(name), author: author)
        registry.now = { "2026-11-29T12:00:00.000Z" }
        return registry
    }
}
