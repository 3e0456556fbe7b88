import Foundation
import Testing
import ToolbarCodegen

/// The generated XCUITest type-checks (Swift 6 language mode) against a stub of the XCTest, XCUITest
/// and UIKit calls it uses — the stub declares exactly the API shapes the test relies on, so a call
/// that does not exist there (or is used with the wrong types) fails here. It cannot say the calls
/// behave on a device as expected; nothing here runs iOS.
@Suite struct XCUITestTypeCheckTests {
    /// `swiftc` from PATH, if there is one.
    static let swiftc: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    @Test(
        .enabled(if: XCUITestTypeCheckTests.swiftc != nil, "needs swiftc on PATH"),
        arguments: ["Refactored Editor", "Cart"])
    func theGeneratedTestTypeChecksAgainstTheXCTestAPIStub(screen: String) throws {
        let inventory = try #require(SeedData.inventory(screen))
        let source = XCUITestGenerator.generate(inventory)
        #expect(source.contains("\nimport XCTest\n"))
        // XCTest brings Foundation (and Darwin) with it on Apple platforms; the stub stands in for XCTest.
        let checked = source.replacingOccurrences(
            of: "\nimport XCTest\n", with: "\nimport Foundation\n#if canImport(Glibc)\nimport Glibc\n#endif\n")
        let folder = try TemporaryDirectory(prefix: "xcuitest-check")
        try folder.write("XCTestStub.swift", Self.stub)
        try folder.write("Generated.swift", checked)
        guard let swiftc = Self.swiftc else {
            Issue.record("no swiftc on PATH")
            return
        }
        let result = try Subprocess.run(
            swiftc, ["-typecheck", "-swift-version", "6", "XCTestStub.swift", "Generated.swift"], directory: folder.url)
        let output = result.errorText
        #expect(result.status == 0, "\(output)")
        #expect(!output.contains("error:") && !output.contains("warning:"), "\(output)")
    }

    /// The XCTest / XCUITest / UIKit API the generated test uses, as declarations only.
    static let stub = #"""
        // A stub of the XCTest / XCUITest / UIKit calls the generated observation test uses, for type-checking only.
        import Foundation
        #if canImport(Glibc)
        import Glibc
        #endif

        #if !canImport(CoreGraphics)
        public struct CGVector { public var dx: Double; public var dy: Double; public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy } }
        #endif
        public enum UIDeviceOrientation { case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown }
        public enum UIUserInterfaceIdiom { case phone, pad }
        @MainActor public final class UIDevice {
            public static let current = UIDevice()
            public var systemVersion: String { "" }
            public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
        }
        @MainActor public final class XCUIDevice {
            public static let shared = XCUIDevice()
            public var orientation: UIDeviceOrientation = .portrait
        }
        @MainActor public final class XCUICoordinate { public func tap() {} }
        @MainActor public class XCUIElement {
            public enum ElementType { case any, other, button }
            public enum SizeClass: Sendable { case unspecified, compact, regular }
            public var horizontalSizeClass: SizeClass { .unspecified }
            public var verticalSizeClass: SizeClass { .unspecified }
            public var exists: Bool { false }
            public var frame: CGRect { .zero }
            public var label: String { "" }
            public var identifier: String { "" }
            public var buttons: XCUIElementQuery { XCUIElementQuery() }
            public var staticTexts: XCUIElementQuery { XCUIElementQuery() }
            public func descendants(matching type: ElementType) -> XCUIElementQuery { XCUIElementQuery() }
            public func tap() {}
            public func waitForExistence(timeout: TimeInterval) -> Bool { false }
            public func coordinate(withNormalizedOffset offset: CGVector) -> XCUICoordinate { XCUICoordinate() }
        }
        @MainActor public final class XCUIElementQuery {
            public var allElementsBoundByIndex: [XCUIElement] { [] }
            public var firstMatch: XCUIElement { XCUIElement() }
        }
        @MainActor public final class XCUIApplication: XCUIElement {
            public override init() {}
            public var launchArguments: [String] = []
            public func launch() {}
            public var navigationBars: XCUIElementQuery { XCUIElementQuery() }
            public var toolbars: XCUIElementQuery { XCUIElementQuery() }
            public var windows: XCUIElementQuery { XCUIElementQuery() }
            public var keyboards: XCUIElementQuery { XCUIElementQuery() }
            public var collectionViews: XCUIElementQuery { XCUIElementQuery() }
        }
        public final class XCTAttachment {
            public enum Lifetime { case keepAlways, deleteOnSuccess }
            public init(data: Data, uniformTypeIdentifier: String) {}
            public var name: String?
            public var lifetime: Lifetime = .deleteOnSuccess
        }
        open class XCTestCase {
            public init() {}
            public func add(_ attachment: XCTAttachment) {}
        }
        """#
}
