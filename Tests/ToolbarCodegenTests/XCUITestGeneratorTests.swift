import Foundation
import Testing
import ToolbarCodegen
import ToolbarModel
import ToolbarSyntax

/// The XCUITest `generate --xcuitest` writes (it cannot run here): it parses, names the screen and
/// every command's identifier, leaves the way to the screen as a TODO, and writes only keys the
/// observation format knows. Generated toolbar code gives every command that identifier.
@Suite struct XCUITestGeneratorTests {
    static var inventories: [ScreenInventory] { SeedData.inventories }

    @Test(arguments: SeedData.inventories.map(\.screen.name))
    func theTestParsesCleanlyAndNamesEveryCommand(screen: String) throws {
        let inventory = try #require(SeedData.inventory(screen))
        let source = XCUITestGenerator.generate(inventory)
        #expect(SyntaxCheck.diagnostics(in: source) == [], "\(screen)")
        let typeName = source.split(separator: "\n").first { $0.hasPrefix("final class ") }
        #expect(typeName?.hasSuffix("ToolbarObservationTests: XCTestCase {") == true)
        #expect(source.contains("import XCTest\n"))
        #expect(source.contains("static let registryApp = \"\(inventory.app.name)\""))
        for command in inventory.commands where command.content.isCommand {
            #expect(source.contains("\"toolbar.\(command.key)\","), "\(command.key)")
        }
        #expect(source.contains("// TODO: app.launchArguments"))
        #expect(source.contains("has not run this test on a device"))
        #expect(source.contains("\"format\": \"\(Observation.format)\""))
        #expect(source.contains("\"version\": \(Observation.currentVersion),"))
        #expect(source.contains("XCTAttachment(data: data, uniformTypeIdentifier: \"public.json\")"))
    }

    @Test func namesThatNeedEscapingStillParse() {
        var inventory = Self.inventories[0]
        inventory.app.name = #"Say "Hi" \ now"#
        inventory.screen.name = "Über \u{1F600} screen"
        let source = XCUITestGenerator.generate(inventory, options: GeneratorOptions(typeName: "CustomTests"))
        #expect(SyntaxCheck.diagnostics(in: source) == [])
        #expect(source.contains("final class CustomTests: XCTestCase {"))
        #expect(source.contains(#"static let registryApp = "Say \"Hi\" \\ now""#))
    }

    /// Every key the generated test writes into the document is one the format defines (the schema
    /// lists them, at any depth), and it writes every key the format requires at the top level.
    @Test func theTestWritesOnlyKeysTheObservationFormatKnows() throws {
        let source = XCUITestGenerator.generate(Self.inventories[0])
        let schemaURL = Repository.url("docs/observation.schema.json")
        let schema = try JSONParser.parse([UInt8](try Data(contentsOf: schemaURL)))
        var known: Set<String> = []
        func collect(_ value: JSONValue) {
            switch value {
            case .object(let members):
                for member in members {
                    if member.key == "properties", case .object(let properties) = member.value {
                        known.formUnion(properties.map(\.key))
                    }
                    collect(member.value)
                }
            case .array(let values): values.forEach(collect)
            default: break
            }
        }
        collect(schema)
        // Keys of dictionary literals ("key": value) and subscripts (document["key"] =).
        let pattern = try NSRegularExpression(
            pattern: #"(?:\[|, |^\s*)"([A-Za-z]+)": |\["([A-Za-z]+)"\] = "#,
            options: [.anchorsMatchLines])
        let text = source as NSString
        var written: Set<String> = []
        for match in pattern.matches(in: source, range: NSRange(location: 0, length: text.length)) {
            for group in 1...2 where match.range(at: group).location != NSNotFound {
                written.insert(text.substring(with: match.range(at: group)))
            }
        }
        #expect(
            written.isSuperset(of: [
                "format", "version", "app", "screen", "device", "screenSize", "window",
                "items", "bars", "overflow", "model", "osVersion", "frame", "entries",
                "dynamicType", "sizeClasses", "horizontal", "vertical", "target"
            ]),
            "\(written.sorted())")
        #expect(written.subtracting(known).sorted() == [])
    }

    @Test func oneRunIsAtAnAccessibilityTextSizeAndIPhoneOnIPadIsSaid() throws {
        let source = XCUITestGenerator.generate(Self.inventories[0])
        #expect(source.contains("func testRecordToolbarAtAnAccessibilityTextSize() throws {"))
        #expect(source.contains(#"["-UIPreferredContentSizeCategoryName", size.category]"#))
        // The name the document gives the size is one the observation format reads.
        let name = try #require(source.firstMatch(of: /category: "UICTContentSizeCategory\w+", name: "(\w+)"/)?.1)
        #expect(DynamicTypeSize(rawValue: String(name)) == .accessibility3)
        #expect(source.contains(#"document["target"] = "iPhoneOnIPad""#))
        #expect(source.contains("TOOLBAR_REGISTRY_TARGET=iPhoneMirroring"))
    }

    @Test func generatedToolbarCodeGivesEveryCommandItsIdentifier() throws {
        let inventory = try #require(SeedData.inventory("Refactored Editor"))
        let swiftUI = SwiftUIGenerator.generate(inventory)
        let uiKit = UIKitGenerator.generate(inventory)
        for command in inventory.commands where command.content.isCommand {
            // Long ones are split over lines to keep the registry comment within the line limit.
            #expect(
                swiftUI.filter { !$0.isWhitespace }.contains(".accessibilityIdentifier(\"toolbar.\(command.key)\")"),
                "\(command.key)")
            // UIKit's overflow entries are UIActions, found by their title.
            if command.placement != .overflowMenu {
                #expect(uiKit.contains(".accessibilityIdentifier = \"toolbar.\(command.key)\""), "\(command.key)")
            }
        }
        #expect(SyntaxCheck.diagnostics(in: swiftUI) == [])
        #expect(SyntaxCheck.diagnostics(in: uiKit) == [])
    }
}
