internal import SwiftIfConfig
internal import SwiftSyntax

/// What a `#if` clause's condition is on an iOS device build.
enum ClauseState: Equatable {
    /// Always compiled for iOS (`os(iOS)`, `canImport(UIKit)`, `!os(visionOS)`).
    case active
    /// Never compiled for iOS (`os(macOS)`, `targetEnvironment(macCatalyst)`).
    case inactive
    /// Depends on the build (`DEBUG`, a custom flag, a third-party module).
    case unknown
}

/// One clause of a `#if` with its state for iOS and its condition text (`nil` for `#else`).
struct EvaluatedClause {
    let clause: IfConfigClauseSyntax
    let condition: String?
    let state: ClauseState
}

/// Decides `#if` conditions for an iOS app on a device, with the toolchain's SwiftIfConfig: what
/// the platform fixes is decided; custom conditions (`DEBUG`), features and modules other than
/// Apple's frameworks are left undecided.
enum IfConfigEvaluation {
    /// The clauses of `node` in order. After an `.active` clause the rest are `.inactive`.
    static func clauses(_ node: IfConfigDeclSyntax) -> [EvaluatedClause] {
        var result: [EvaluatedClause] = []
        var decided = false
        for clause in node.clauses {
            let text = clause.condition.map { normalized($0) }
            if decided {
                result.append(EvaluatedClause(clause: clause, condition: text, state: .inactive))
                continue
            }
            guard let condition = clause.condition else {
                result.append(EvaluatedClause(clause: clause, condition: nil, state: .active))
                decided = true
                continue
            }
            let state = evaluate(condition)
            if state == .active { decided = true }
            result.append(EvaluatedClause(clause: clause, condition: text, state: state))
        }
        // An `#else` after undecided clauses is itself undecided.
        if result.contains(where: { $0.state == .unknown }) {
            for index in result.indices where result[index].condition == nil && result[index].state == .active {
                result[index] = EvaluatedClause(clause: result[index].clause, condition: nil, state: .unknown)
            }
        }
        return result
    }

    /// Whether `condition` holds for an iOS device build, or is undecided.
    static func evaluate(_ condition: ExprSyntax) -> ClauseState {
        let configuration = IOSBuildConfiguration()
        let (state, _, _) = IfConfigRegionState.evaluating(condition, in: configuration)
        if configuration.undecided { return .unknown }
        if state == .active { return .active }
        if state == .inactive { return .inactive }
        return .unknown
    }
}

/// The build configuration of an iOS app on a device. Questions a scan cannot answer throw, and
/// mark the evaluation undecided.
private final class IOSBuildConfiguration: BuildConfiguration {
    struct Undecided: Error {}

    var undecided = false

    /// Modules every iOS app can import.
    static let appleModules: Set<String> = [
        "UIKit", "SwiftUI", "Foundation", "Combine", "CoreGraphics", "CoreData", "CoreLocation", "MapKit",
        "AVFoundation", "AVKit", "Photos", "PhotosUI", "WebKit", "SafariServices", "StoreKit", "UserNotifications",
        "WidgetKit", "ActivityKit", "AppIntents", "Observation", "SwiftData", "TipKit", "os", "OSLog", "Darwin",
        "QuickLook", "LinkPresentation", "UniformTypeIdentifiers", "CloudKit", "Intents", "IntentsUI",
        "AuthenticationServices", "LocalAuthentication", "MessageUI", "CoreImage", "Vision", "VisionKit",
        "CoreSpotlight", "BackgroundTasks", "GameKit", "HealthKit", "EventKit", "EventKitUI", "Contacts",
        "ContactsUI", "CoreMotion", "CoreHaptics", "MediaPlayer", "PDFKit", "PencilKit", "QuartzCore", "Accessibility",
        "Charts", "Network", "Security", "CryptoKit", "Dispatch", "_Concurrency", "Swift"
    ]
    /// Modules an iOS app cannot import.
    static let otherPlatformModules: Set<String> = ["AppKit", "WatchKit", "Cocoa", "TVUIKit", "RealityKitContent"]

    func unknown() throws -> Never {
        undecided = true
        throw Undecided()
    }

    func isCustomConditionSet(name: String) throws -> Bool { try unknown() }
    func hasFeature(name: String) throws -> Bool { try unknown() }
    func hasAttribute(name: String) throws -> Bool { try unknown() }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
        guard let module = importPath.first?.1 else { try unknown() }
        if Self.appleModules.contains(module) { return true }
        if Self.otherPlatformModules.contains(module) { return false }
        try unknown()
    }

    func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
    func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) throws -> Bool {
        if name == "macCatalyst" || name == "simulator" { return false }
        try unknown()
    }
    func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" || name == "_multithreaded" }
    func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
    func isActiveTargetObjectFormat(name: String) throws -> Bool { name == "MachO" }

    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
