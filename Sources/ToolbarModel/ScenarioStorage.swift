// MARK: - A scenario's storage

/// A ``Scenario``'s fields, in its declaration order: compared and hashed as the scenario is.
@usableFromInline struct ScenarioFields: Hashable, Sendable {
    @usableFromInline var name: String
    @usableFromInline var summary: String
    @usableFromInline var target: ScenarioTarget
    @usableFromInline var width: Double
    @usableFromInline var height: Double
    @usableFromInline var horizontalSizeClass: SizeClass
    @usableFromInline var verticalSizeClass: SizeClass
    @usableFromInline var dynamicType: DynamicTypeSize
    @usableFromInline var searchActive: Bool
    @usableFromInline var keyboardUp: Bool
    @usableFromInline var pictureInPicture: Bool
    @usableFromInline var windowActive: Bool
    @usableFromInline var verticalBarEdge: VerticalBarEdge
    @usableFromInline var locale: String
    @usableFromInline var rightToLeft: Bool
    @usableFromInline var textExpansion: Double
    @usableFromInline var sources: String
}

/// A ``Scenario``'s fields in one shared box (``SharedFields``): copying a scenario retains one
/// reference instead of its name, summary, locale and sources.
@usableFromInline typealias ScenarioStorage = SharedFields<ScenarioFields>
