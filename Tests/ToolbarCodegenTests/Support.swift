// The test-support target (Tests/ToolbarTestSupport: SeedData, GeneratedInventories, SplitMix64,
// TemporaryDirectory…) for every file of this target.
@_exported import ToolbarTestSupport
