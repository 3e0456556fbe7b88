import Testing
import ToolbarModel
import ToolbarTestSupport

/// A document decoded on another thread (`RegistryDocumentStream`, which an import writes from
/// app by app) reads what decoding it at once reads, and fails with the same first problem.
@Suite struct InterchangeStreamTests {
    /// Apps `App 0`, `App 1`, … of two screens with a group and two commands each.
    static func document(apps: Int = 3) -> RegistryDocument { SmallDocuments.apps(apps) }

    /// The document's JSON with `App N`'s first command placement replaced by `placement`.
    static func text(_ document: RegistryDocument, breaking apps: [Int], with broken: String) -> String {
        var text = document.encodedString()
        for app in apps {
            let start = text.range(of: "\"name\": \"App \(app)\"")!.lowerBound
            let placement = text.range(of: "\"topBarTrailing\"", range: start..<text.endIndex)!
            text.replaceSubrange(placement, with: broken)
        }
        return text
    }

    static func refusal(_ body: () throws -> Void) -> InterchangeError? {
        do {
            try body()
            return nil
        } catch let error as InterchangeError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func aStreamReadsTheSameDocumentAppByApp() throws {
        let document = Self.document()
        let stream = RegistryDocumentStream(bytes: document.encoded())
        let apps = try #require(try stream.apps())
        #expect(apps == document.apps.map(\.app))
        for index in apps.indices {
            #expect(try stream.app(at: index) == document.apps[index])
        }
        #expect(try stream.document() == RegistryDocument.decode(document.encoded()))
        #expect(stream.failure() == nil)
    }

    @Test func errorsInTwoAppsGiveTheFirstInDocumentOrder() throws {
        let text = Self.text(Self.document(), breaking: [1, 2], with: "\"topBarSideways\"")
        let expected = try #require(Self.refusal { _ = try RegistryDocument.decode(Array(text.utf8)) })
        #expect(expected.path.hasPrefix("$.apps[1]"), "\(expected)")
        let stream = RegistryDocumentStream(bytes: Array(text.utf8))
        // The apps' own records are fine, so they are handed out ahead; the first app is whole.
        #expect(try stream.apps()?.count == 3)
        #expect(try stream.app(at: 0).screens.count == 2)
        #expect(Self.refusal { _ = try stream.app(at: 1) } == expected)
        #expect(Self.refusal { _ = try stream.app(at: 2) } == expected)
        #expect(Self.refusal { _ = try stream.document() } == expected)
        #expect(stream.failure() as? InterchangeError == expected)
    }

    @Test func appsThatCannotBeReadAheadAreNotHandedOut() throws {
        // Two apps with the same name: the apps are not read ahead, and the document is refused
        // as decoding it at once refuses it.
        var document = Self.document()
        document.apps[2].app.name = "app 0"
        let bytes = document.encoded()
        let expected = try #require(Self.refusal { _ = try RegistryDocument.decode(bytes) })
        let stream = RegistryDocumentStream(bytes: bytes)
        #expect(try stream.apps() == nil)
        #expect(Self.refusal { _ = try stream.document() } == expected)
    }

    @Test func aDocumentRefusedBeforeItsAppsFailsTheWaitForThem() throws {
        let bytes = Array(#"{"format": "toolbar-registry", "version": 1, "apps": 3}"#.utf8)
        let expected = try #require(Self.refusal { _ = try RegistryDocument.decode(bytes) })
        let stream = RegistryDocumentStream(bytes: bytes)
        #expect(Self.refusal { _ = try stream.apps() } == expected)
        let unparsable = RegistryDocumentStream(bytes: Array("{".utf8))
        #expect(Self.refusal { _ = try unparsable.apps() } != nil)
    }
}
