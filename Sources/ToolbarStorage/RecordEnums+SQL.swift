import ToolbarModel

// The records' closed sets of values bind as their raw values (the text the columns hold), through
// `SQLBindable`'s `RawRepresentable` default. A new enum column declares its type here.

extension ContentKind: SQLBindable {}
extension SpacerSizing: SQLBindable {}
extension WidthSource: SQLBindable {}
extension Classification: SQLBindable {}
extension Placement: SQLBindable {}
extension AxisBehavior: SQLBindable {}
extension CommandRole: SQLBindable {}
extension SizeClassCondition: SQLBindable {}
extension UsageFrequency: SQLBindable {}
extension TitleDisplayMode: SQLBindable {}
extension ColumnRole: SQLBindable {}
extension SearchPlacement: SQLBindable {}
extension MinimizationBehavior: SQLBindable {}
extension VerticalBehavior: SQLBindable {}
extension VerticalCompression: SQLBindable {}
extension ToolbarRole: SQLBindable {}
extension NavigationKind: SQLBindable {}
extension ScenarioTarget: SQLBindable {}
extension SizeClass: SQLBindable {}
extension DynamicTypeSize: SQLBindable {}
extension VerticalBarEdge: SQLBindable {}
extension ObservedOrientation: SQLBindable {}
