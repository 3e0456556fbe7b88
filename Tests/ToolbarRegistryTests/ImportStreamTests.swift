import Foundation
import Testing
import ToolbarModel
import ToolbarRegistry
import ToolbarTestSupport

/// `importData` writes each app while the file's next apps are still being decoded on another
/// thread; what it stores, reports and refuses stays what decoding the whole file first gives.
@Suite struct ImportStreamTests {
    let directory: TemporaryDirectory
    init() throws { directory = try TemporaryDirectory() }

    /// Apps `App 0`, `App 1`, … of two screens with a group and two commands each.
    static func document(apps: Int = 3) -> RegistryDocument { SmallDocuments.apps(apps) }

    /// The document's JSON with the first `topBarTrailing` of each app in `apps` misspelled.
    static func bytes(_ document: RegistryDocument, breaking apps: [Int]) -> Data {
        var text = document.encodedString()
        for app in apps {
            let start = text.range(of: "\"name\": \"App \(app)\"")!.lowerBound
            let placement = text.range(of: "\"topBarTrailing\"", range: start..<text.endIndex)!
            text.replaceSubrange(placement, with: "\"topBarSideways\"")
        }
        return Data(text.utf8)
    }

    /// The problem decoding `data` at once reports.
    static func decodeRefusal(_ data: Data) -> InterchangeError? {
        do {
            _ = try RegistryDocument.decode(data)
            return nil
        } catch {
            return error as? InterchangeError
        }
    }

    /// The problem `importData` reports for `data`, or `nil` when it is not a refusal of the file.
    static func importRefusal(_ registry: Registry, _ data: Data) -> InterchangeError? {
        do {
            _ = try registry.importData(data, file: "in.json")
            return nil
        } catch RegistryError.importRefused(let file, let error) {
            #expect(file == "in.json")
            return error
        } catch {
            Issue.record("not a refusal: \(error)")
            return nil
        }
    }

    @Test func importingBytesStoresAndReportsWhatImportingTheDecodedDocumentDoes() throws {
        var document = Self.document(apps: 5)
        // The change-log texts written while decoding assume the group's name as the command
        // gives it and the id derived from its key: here one command names its group in other
        // case, and another holds the id `share` would be given (so `share` gets the next one).
        document.apps[0].screens[0].commands[1].group = "TOOLS"
        var rotate = Command(
            key: "rotate", title: "Rotate", symbol: "rotate.left", placement: .topBarTrailing, order: 3)
        rotate.stableID = StableID.derived(.command, name: "share")
        document.apps[0].screens[0].commands.append(rotate)
        let streamed = try directory.registry("streamed.sqlite")
        let decoded = try directory.registry("decoded.sqlite")
        let report = try streamed.importData(Data(document.encoded()), file: "in.json")
        #expect(report == (try decoded.importDocument(document)))
        #expect(report.added.count == 5 * (1 + 2 * (1 + 1 + 2)) + 1)
        let share = try #require(
            try streamed.changeLog().first { $0.recordPath == "App 0/Screen 0/share" }?.after)
        #expect(!share.contains(StableID.derived(.command, name: "share")))
        let crop = try #require(try streamed.changeLog().first { $0.recordPath == "App 0/Screen 0/crop" }?.after)
        #expect(crop.contains(#""group":"tools""#))
        #expect(try streamed.exportDocument() == decoded.exportDocument())
        #expect(try streamed.changeLog() == decoded.changeLog())
    }

    @Test func errorsInTwoAppsRefuseTheFileWithTheFirstAndWriteNothing() throws {
        let registry = try directory.registry()
        try registry.addApp(App(name: "Kept"))
        let logBefore = try registry.changeLog()
        let data = Self.bytes(Self.document(), breaking: [1, 2])
        let expected = try #require(Self.decodeRefusal(data))
        #expect(expected.path.hasPrefix("$.apps[1]"), "\(expected)")
        #expect(Self.importRefusal(registry, data) == expected)
        // App 0 was valid and could have been written before app 1 was decoded: nothing is kept.
        #expect(try registry.apps().map(\.name) == ["Kept"])
        #expect(try registry.changeLog() == logBefore)
    }

    @Test func aConflictWhileWritingYieldsToALaterProblemInTheFile() throws {
        let registry = try directory.registry()
        _ = try registry.importDocument(Self.document())
        // The file renames App 0's first screen onto its second, which it no longer lists: a
        // conflict found while writing App 0.
        var renamed = try registry.exportDocument()
        renamed.apps[0].screens.removeLast()
        renamed.apps[0].screens[0].screen.name = "Screen 1"
        do {
            _ = try registry.importData(Data(renamed.encoded()), file: "in.json")
            Issue.record("the rename was not refused")
        } catch RegistryError.conflict(let message) {
            #expect(message.contains("Screen 1"))
        }
        // With a problem in App 2 as well, the file is refused for that problem, as it was when
        // every app was decoded before any was written.
        let data = Self.bytes(renamed, breaking: [2])
        let expected = try #require(Self.decodeRefusal(data))
        #expect(expected.path.hasPrefix("$.apps[2]"), "\(expected)")
        let logBefore = try registry.changeLog()
        #expect(Self.importRefusal(registry, data) == expected)
        #expect(try registry.changeLog() == logBefore)
    }

    @Test func aDryRunFromBytesWritesNothing() throws {
        let registry = try directory.registry()
        let report = try registry.importData(Data(Self.document().encoded()), file: "in.json", dryRun: true)
        #expect(report.added.contains("App 2/Screen 1/crop"))
        #expect(try registry.apps().isEmpty)
        #expect(try registry.changeLog().isEmpty)
    }
}
