import ToolbarModel

// MARK: - Stored observations checked against the current prediction

/// One stored observation compared with the current prediction (`observe compare`, and the
/// "Predicted vs observed" section of every report: one computation for both).
public struct ObservationCheck: Codable, Hashable, Sendable {
    /// The stored observation's id (`observe list`).
    public var id: Int64
    /// `iPhone 17, iOS 27.1`.
    public var device: String
    /// The linked SDK the prediction was made for (the observed one, else the app's).
    public var linkedSDK: String
    public var takenAt: String?
    public var importedAt: String
    public var importedBy: String
    /// Whether the screen's records changed since the observation was imported (it is compared
    /// with the records as they are now).
    public var stale: Bool
    public var comparison: ObservationComparison

    public init(
        id: Int64, device: String, linkedSDK: String, takenAt: String?, importedAt: String, importedBy: String,
        stale: Bool, comparison: ObservationComparison
    ) {
        self.id = id
        self.device = device
        self.linkedSDK = linkedSDK
        self.takenAt = takenAt
        self.importedAt = importedAt
        self.importedBy = importedBy
        self.stale = stale
        self.comparison = comparison
    }
}

/// One screen's observations compared with its predictions.
public struct ScreenObservationChecks: Codable, Hashable, Sendable {
    /// `App/Screen`.
    public var screen: String
    /// The app's name (the part of ``screen`` before the slash).
    public var app: String
    public var checks: [ObservationCheck]

    public init(screen: String, app: String, checks: [ObservationCheck]) {
        self.screen = screen
        self.app = app
        self.checks = checks
    }

    /// The sum over its observations.
    public var agreement: Agreement { checks.reduce(Agreement()) { $0 + $1.comparison.agreement } }

    /// Every breakpoint its observations contradict, in observation order.
    public var contradicted: [ContradictedBreakpoint] { checks.flatMap(\.comparison.contradicted) }
}

/// The agreement of one app's observed screens (per-app lines of reports and `observe compare`).
public struct AppObservationAgreement: Hashable, Sendable {
    public var app: String
    /// Its screens with at least one observation.
    public var observedScreens: Int
    public var agreement: Agreement

    /// One entry per app of `screens` that has an observed screen, in first-seen order.
    public static func apps(_ screens: [ScreenObservationChecks]) -> [AppObservationAgreement] {
        var result: [AppObservationAgreement] = []
        for screen in screens where !screen.checks.isEmpty {
            if let index = result.firstIndex(where: { $0.app == screen.app }) {
                result[index].observedScreens += 1
                result[index].agreement = result[index].agreement + screen.agreement
            } else {
                result.append(AppObservationAgreement(app: screen.app, observedScreens: 1, agreement: screen.agreement))
            }
        }
        return result
    }
}

extension ObservationCheck {
    /// `iPhone 17, iOS 27.1 — iphone-17-portrait (402 × 874 pt, SDK 27.1)`.
    public var heading: String {
        "\(device) — \(comparison.scenario) (\(JSONWriter.numberText(comparison.windowWidth)) × "
            + "\(JSONWriter.numberText(comparison.windowHeight)) pt, SDK \(linkedSDK))"
    }
}

extension UnmatchedElement {
    /// `'Settings' (toolbar.settings) outside every bar`.
    public var sentence: String {
        var text = "'\(label.debugPreview)'"
        if let identifier { text += " (\(identifier.debugPreview))" }
        return text + (region.map { " in \($0.rawValue)" } ?? " outside every bar")
    }
}
