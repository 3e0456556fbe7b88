import Testing
import ToolbarModel
import ToolbarScanner
import ToolbarSyntax

/// A member body the scan's parse skips is read later from its declaration alone (or, for a view
/// controller, during that parse): it must come back exactly as a parse of the whole file reads
/// it, with the file's lines and columns, whatever surrounds it.
@Suite struct SkippedBodyTests {
    /// Members whose bodies name none of `SourceScanner.bodyWords`, in the places a declaration
    /// parsed on its own could get wrong: after multi-byte text on its line, sharing a line with
    /// another member or with the type's `{`, under a doc comment, in `#if`, in nested types and
    /// extensions, with bindings sharing one `var`, accessors, and comments after their end.
    static let source = """
        import UIKit

        /// Écran « principal » — multi-byte text shifts byte columns.
        final class MainViewController: UIViewController { var first: Int { 1 }
            /// The count.
            static var count = 1, other = 2
            var label: String {
                get { "ü" + "é" }
                set { print(newValue) }
            }
            override init(nibName: String?, bundle: Bundle?) {
                self.mode = 1
                super.init(nibName: nibName, bundle: bundle)
            }
            /* « » */ func second() -> Int { let é = 2; return é }; func third() -> Int { 3 }
            class func make() -> Int {
                let values = [1, 2, 3]
                return values.reduce(0) { $0 + $1 }  // « trailing »
            }
            #if os(iOS)
            func phoneOnly() { print("📱") }
            #else
            func elsewhere() { print(1) }
            #endif
            lazy var formatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                return formatter
            }()
            struct Inner {
                func nested() -> Int {
                    let deep = [[1], [2]]
                    return deep.count
                }
            }
        }

        extension MainViewController.Inner { func plain() -> Int { 2 } }

        struct Model { init(value: Int) { let doubled = value * 2; print(doubled) } }
        """

    @Test(arguments: [false, true], ["\n", "\r\n"])
    func skippedBodiesReadBackAsAFullParseReadsThem(readingAhead: Bool, newline: String) throws {
        let source = Self.source.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: newline)
        let (partial, skipped) = SyntaxExtractor.extractKeepingSkipped(
            source: source, bodiesMentioning: SourceScanner.bodyWords,
            readingAhead: readingAhead ? { _, _ in true } : nil)
        let full = SyntaxExtractor.extract(source: source)
        #expect(!full.hasErrors)
        #expect(partial.types.map(\.name) == full.types.map(\.name))
        #expect(skipped.count == 13, "every member above (`elsewhere` is not for iOS)")
        var reread: [String: SyntaxMember] = [:]
        for (partialType, fullType) in zip(partial.types, full.types) {
            #expect(partialType.members.count == fullType.members.count)
            for (member, whole) in zip(partialType.members, fullType.members) {
                #expect(member.bodySkipped, "\(member.name)'s body names no body word")
                let read = skipped.full(member, owner: partialType.name)
                #expect(read == whole, "\(partialType.name).\(member.name)")
                reread[member.name] = read
            }
            // Asking twice gives the same (a view controller's members are asked for again and again).
            for member in partialType.members {
                #expect(skipped.full(member, owner: partialType.name) == skipped.full(member, owner: partialType.name))
            }
        }
        #expect(skipped.filling(partial) == full)
        // The file's own lines and byte columns, not the declaration's: `second` is after `/* « » */`.
        #expect(reread["second"]?.position == SyntaxPosition(line: 15, column: 22))
        #expect(reread["first"]?.position == SyntaxPosition(line: 4, column: 56), "on the type's line")
        let label = try #require(reread["label"])
        #expect(label.body.first.flatMap(Self.position) == SyntaxPosition(line: 8, column: 15))
        #expect(reread["count"]?.docComment == "The count.")
        // Another type's member at the same place is not this one.
        #expect(skipped.full(partial.types[0].members[0], owner: "Model") == nil)
    }

    static func position(_ statement: SyntaxStatement) -> SyntaxPosition? {
        if case .expression(_, let position) = statement { return position }
        if case .returnStatement(_, let position) = statement { return position }
        return nil
    }

    /// The scanner reads a view controller's skipped bodies during its parse, other types' later.
    @Test func viewControllersAreReadAhead() {
        #expect(SourceScanner.readsEveryMember("InboxViewController", []))
        #expect(SourceScanner.readsEveryMember("Inbox", ["UITableViewController<Row>"]))
        #expect(SourceScanner.readsEveryMember("Settings.DetailViewController", []))
        #expect(!SourceScanner.readsEveryMember("InboxView", ["View"]))
        #expect(!SourceScanner.readsEveryMember("ShareItem", ["UIBarButtonItem"]))
    }

    /// A scan of an app whose helper bodies the first parse skips finds what it finds when every
    /// body is read at once: `qqqqq` and `alert` are as long, and `alert` is a body word, so the
    /// second app's helpers are read by the first parse, and every location stays put. `items` is
    /// a view controller's (read during the parse), `extraItems` an extension's that does not say
    /// so (parsed again on its own when asked for).
    @Test func aScanReadingSkippedBodiesFindsWhatOneReadingEveryBodyFinds() throws {
        func app(_ word: String) -> [String: String] {
            [
                "App/Inbox.swift": """
                import UIKit

                final class Inbox: UIViewController {
                    lazy var compose = makeComposeButton()
                    lazy var archive = UIBarButtonItem(title: "Archive", image: nil, primaryAction: nil, menu: nil)
                    lazy var flag = UIBarButtonItem(image: UIImage(systemName: "flag"), style: .plain, target: nil, action: nil)

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        navigationItem.rightBarButtonItems = items()
                        toolbarItems = extraItems()
                    }

                    func items() -> [UIBarButtonItem] {
                        let \(word) = [compose, archive]
                        return \(word)
                    }

                    func makeComposeButton() -> UIBarButtonItem {
                        UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
                    }
                }
                """,
                "App/Inbox+Extra.swift": """
                import UIKit

                extension Inbox {
                    func extraItems() -> [UIBarButtonItem] {
                        let \(word)Extra = [
                            flag
                        ]
                        return \(word)Extra
                    }
                }
                """
            ]
        }
        let skipping = app("qqqqq")
        let reading = app("alert")
        func bodySkipped(_ sources: [String: String]) -> [String: Bool] {
            var skipped: [String: Bool] = [:]
            for text in sources.values {
                let facts = SyntaxExtractor.extract(source: text, bodiesMentioning: SourceScanner.bodyWords)
                for member in facts.types.flatMap(\.members) { skipped[member.name] = member.bodySkipped }
            }
            return skipped
        }
        #expect(bodySkipped(skipping)["items"] == true && bodySkipped(skipping)["extraItems"] == true)
        #expect(bodySkipped(reading)["items"] == false && bodySkipped(reading)["extraItems"] == false)
        #expect(SourceScanner.readsEveryMember("Inbox", ["UIViewController"]))
        #expect(!SourceScanner.readsEveryMember("Inbox", []))
        let options = ScanOptions(threads: 1)
        let skippingResult = SourceScanner.scan(sources: skipping, options: options)
        let readingResult = SourceScanner.scan(sources: reading, options: options)
        #expect(skippingResult.screens == readingResult.screens)
        #expect(skippingResult.findings == readingResult.findings)
        #expect(skippingResult.sites == readingResult.sites)
        let inbox = try #require(skippingResult.screens.first { $0.typeName == "Inbox" })
        #expect(inbox.commands.map(\.command.key) == ["compose", "archive", "flag"])
        #expect(
            inbox.commands.map { "\($0.location.file):\($0.location.line)" }
                == ["App/Inbox.swift:20", "App/Inbox.swift:5", "App/Inbox.swift:6"])
    }
}
