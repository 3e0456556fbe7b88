// The test-support target (Tests/ToolbarTestSupport: TemporaryDirectory, Repository, seeds…) for
// every file of this target.
@_exported import ToolbarTestSupport
