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

    // MARK: - Apps decoded while the document is parsed

    /// The document's JSON with its root members in `order` (an export writes `apps` first and
    /// `version` last), then `extra`.
    static func text(_ document: RegistryDocument, rootOrder order: [String], extra: [JSONMember] = []) throws
        -> String
    {
        guard case .object(let members) = try JSONParser.parse(document.encoded()) else { return "" }
        let ordered = order.compactMap { key in members.first { $0.key == key } }
        return JSONWriter.string(.object(ordered + extra))
    }

    /// What a stream hands out for `bytes`: its apps read ahead (or `nil`), every app it hands
    /// out before its first refusal, and its document or the problem it reports.
    static func streamed(_ bytes: [UInt8]) -> (
        apps: [App]?, entries: [RegistryDocument.AppEntry], result: Result<RegistryDocument, InterchangeError>
    ) {
        let stream = RegistryDocumentStream(bytes: bytes)
        let result = Result { try stream.document() }.mapError { $0 as! InterchangeError }
        guard let apps = try? stream.apps() else { return (nil, [], result) }
        var entries: [RegistryDocument.AppEntry] = []
        for index in apps.indices {
            guard let entry = try? stream.app(at: index) else { break }
            entries.append(entry)
        }
        return (apps, entries, result)
    }

    /// What decoding `bytes` at once gives.
    static func decoded(_ bytes: [UInt8]) -> Result<RegistryDocument, InterchangeError> {
        Result { try RegistryDocument.decode(bytes) }.mapError { $0 as! InterchangeError }
    }

    @Test func appsAreHandedOutWhateverTheOrderOfTheDocumentsMembers() throws {
        var document = Self.document(apps: 4)
        // Texts with quotes, backslashes and brackets in the screens that the read-ahead skips.
        document.apps[1].screens[0].commands[0].title = #"Say "hi" ]} \ [{ \"#
        document.apps[1].screens[1].screen.notes = "line\\nnext \u{1F600} ]]}}"
        for order in [
            ["apps", "format", "scenarios", "version"], ["format", "version", "apps", "scenarios"],
            ["scenarios", "version", "apps", "format"]
        ] {
            let bytes = Array(try Self.text(document, rootOrder: order).utf8)
            let streamed = Self.streamed(bytes)
            #expect(streamed.apps == document.apps.map(\.app), "\(order)")
            #expect(streamed.entries == document.apps, "\(order)")
            #expect(try streamed.result.get() == document, "\(order)")
        }
    }

    @Test func aProblemAfterTheAppsFailsTheStreamAsDecodingAtOnceDoes() throws {
        let document = Self.document()
        let order = ["format", "version", "apps", "scenarios"]
        let text = try Self.text(document, rootOrder: order)
        var broken: [[UInt8]] = []
        // A key the document may not have, after its apps.
        broken.append(Array(try Self.text(document, rootOrder: order, extra: [JSONMember("extra", .number(1))]).utf8))
        // A syntax error after the apps, and the document cut short.
        broken.append(Array(text.replacingEvery(#""scenarios": []"#, with: #""scenarios": [,]"#).utf8))
        broken.append(Array(text.utf8.dropLast(2)))
        // A syntax error inside the second app's screens, which the read-ahead skips unchecked.
        let app1 = text.range(of: #""App 1""#)!.upperBound
        var garbled = text
        garbled.replaceSubrange(
            text.range(of: #""name": "Screen 1""#, range: app1..<text.endIndex)!, with: #""name": "Screen 1",,"#)
        broken.append(Array(garbled.utf8))
        for bytes in broken {
            let expected = Self.decoded(bytes)
            guard case .failure = expected else {
                Issue.record("not refused: \(String(decoding: bytes, as: UTF8.self))")
                continue
            }
            #expect(Self.streamed(bytes).result == expected)
        }
    }

    @Test func aDocumentWhoseAppsCannotBeReadAheadIsReadAsAWhole() throws {
        let document = Self.document()
        // A version this reader does not read, and an app that is not an object.
        let changes: [(String, JSONValue)] = [("version", .number(5)), ("apps", .array([.string("App 0")]))]
        for (key, value) in changes {
            guard case .object(var members) = try JSONParser.parse(document.encoded()) else { return }
            members[members.firstIndex { $0.key == key }!].value = value
            let bytes = Array(JSONWriter.string(.object(members)).utf8)
            let streamed = Self.streamed(bytes)
            #expect(streamed.apps == nil, "\(key)")
            #expect(streamed.result == Self.decoded(bytes), "\(key)")
        }
    }
}
