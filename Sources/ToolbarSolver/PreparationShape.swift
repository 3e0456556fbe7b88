import ToolbarModel

/// What preparing a screen reads of a scenario (``Preparation``, with its ``Context``): two
/// scenarios of one shape prepare the same way, but for the scenario the context keeps, which
/// ``Preparation/placed(in:)`` swaps in. So a screen's scenarios of one shape share one preparation
/// (``PreparedShapes``).
///
/// Narrower than ``EstimateEnds/shape(of:)``, which leaves out only the name, summary, sources and
/// window size: preparing reads neither the window's activity nor the locale (the text expansion
/// stands for it), and asks of the target only whether it is an iPad, an iPhone app on iPad or the
/// foldable, so an iPhone and iPhone Mirroring prepare alike. Plain values with no strings:
/// comparing two shapes is a few instructions, and an audit compares one per scenario.
struct PreparationShape: Equatable, Sendable {
    /// The targets preparing tells apart (`scenario.target == …` in ``Context`` and ``Preparation``).
    enum Target: Equatable, Sendable {
        case iPad, iPhoneOnIPad, foldable, other
    }

    var target: Target
    var horizontalSizeClass: SizeClass
    var verticalSizeClass: SizeClass
    var dynamicType: DynamicTypeSize
    var textExpansion: Double
    var verticalBarEdge: VerticalBarEdge
    var rightToLeft: Bool
    var searchActive: Bool
    var keyboardUp: Bool
    var pictureInPicture: Bool

    init(_ scenario: Scenario) {
        switch scenario.target {
        case .iPad: target = .iPad
        case .iPhoneOnIPad: target = .iPhoneOnIPad
        case .foldable: target = .foldable
        case .iPhone, .iPhoneMirroring: target = .other
        }
        horizontalSizeClass = scenario.horizontalSizeClass
        verticalSizeClass = scenario.verticalSizeClass
        dynamicType = scenario.dynamicType
        textExpansion = scenario.textExpansion
        verticalBarEdge = scenario.verticalBarEdge
        rightToLeft = scenario.rightToLeft
        searchActive = scenario.searchActive
        keyboardUp = scenario.keyboardUp
        pictureInPicture = scenario.pictureInPicture
    }
}
