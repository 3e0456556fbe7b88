#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Apps decoded while the document is parsed

/// A document's apps decoded while the rest of it is still being parsed, for a
/// ``RegistryDocumentStream``: its reader gets the first app as soon as the parser has it, not
/// once the whole file is parsed (parsing is a quarter of the decoding thread's work, and an
/// import's writing thread waited for all of it).
///
/// The apps' records are read ahead first, by a quick pass over the bytes
/// (``JSONScanner/prescan()``) that parses each app's own members, skips its screens unchecked,
/// and reads the document's `format` and `version`, which a file may hold after its apps (an
/// export does). Each app is then decoded as soon as the parser has it, with the checks and
/// errors of reading the whole document, and handed out.
///
/// Whatever goes wrong is left to reading the whole document: when the pass cannot read the
/// apps ahead, nothing is streamed; when an app is refused, no later one is handed out, and the
/// document (once parsed in full) is read again as a whole, which finds its first problem. A
/// problem anywhere else (a syntax error, a key the document may not have) fails the document
/// as before, after some apps were perhaps handed out: a reader writes inside a transaction it
/// can roll back (see ``RegistryDocumentStream``).
final class StreamedApps {
    private let reader: DocumentReaderV3
    private let progress: DecodeProgress
    /// The apps handed out so far, in order.
    private var entries: [RegistryDocument.AppEntry] = []
    private var names = DocumentReaderV3.AppNames()
    /// Whether an app was refused (no later app is then handed out).
    private var refused = false

    /// Reads the apps of the document in `bytes` ahead and tells `progress`; `nil` (and nothing
    /// told) when they cannot be read ahead or the document's format or version is not one read.
    init?(_ bytes: [UInt8], progress: DecodeProgress) {
        let found = bytes.withUnsafeBufferPointer { buffer in
            var scanner = JSONScanner(buffer)
            return scanner.prescan()
        }
        guard let found, case .string(let format)? = found.format, format == RegistryDocument.format,
            case .number(let number)? = found.version, number == number.rounded(), number >= 1,
            number <= Double(RegistryDocument.currentVersion)
        else { return nil }
        let reader = DocumentReaderV3(version: Int(number))
        guard let apps = reader.readAheadApps(found.apps) else { return nil }
        self.reader = reader
        self.progress = progress
        progress.apps(apps)
    }

    /// Decodes the next app of the document from its parsed value and hands it out (the
    /// parser's `eachApp`).
    func read(_ value: JSONValue) {
        guard !refused else { return }
        do {
            let entry = try reader.readApp(value, index: entries.count, names: &names)
            progress.app(entry)
            entries.append(entry)
        } catch {
            refused = true
        }
    }

    /// The document, read from its parsed `root` with the apps decoded so far.
    /// - Throws: the document's first problem, as reading it as a whole does.
    func finish(_ root: JSONValue) throws -> RegistryDocument {
        let document =
            refused ? try RegistryDocument.decode(root) : try RegistryDocument.decode(root, decodedApps: entries)
        // Every app is handed out before the document is (a refused app fails the document, so
        // none is left when one was refused).
        for entry in document.apps.dropFirst(entries.count) { progress.app(entry) }
        return document
    }
}

// MARK: - Reading the apps ahead

extension JSONScanner {
    /// The root object's `format` and `version` values and each element of its `apps` array
    /// with every member but `screens` (skipped unread), from one quick pass over the document;
    /// `nil` when the root is not an object with an `apps` array of objects or the pass stops on
    /// anything it cannot read (parsing the document then finds the problem, if any).
    mutating func prescan() -> (format: JSONValue?, version: JSONValue?, apps: [JSONValue])? {
        skipByteOrderMark()
        guard next(is: "{") else { return nil }
        var format: JSONValue?
        var version: JSONValue?
        var apps: [JSONValue]?
        repeat {
            guard let key = prescanKey() else { return nil }
            switch key {
            case "format":
                guard format == nil, let value = try? parseValue(depth: 1) else { return nil }
                format = value
            case "version":
                guard version == nil, let value = try? parseValue(depth: 1) else { return nil }
                version = value
            case "apps":
                guard apps == nil, let values = prescanApps() else { return nil }
                apps = values
            default:
                guard skipValue() else { return nil }
            }
        } while next(is: ",")
        guard next(is: "}"), let apps else { return nil }
        return (format, version, apps)
    }

    /// The elements of an array of apps, each without its screens.
    private mutating func prescanApps() -> [JSONValue]? {
        guard next(is: "[") else { return nil }
        var apps: [JSONValue] = []
        if next(is: "]") { return apps }
        repeat {
            guard next(is: "{") else { return nil }
            var members: [JSONMember] = []
            if !next(is: "}") {
                repeat {
                    guard let key = prescanKey() else { return nil }
                    if key == "screens" {
                        guard skipValue() else { return nil }
                    } else {
                        guard let value = try? parseValue(depth: 2) else { return nil }
                        members.append(JSONMember(key, value))
                    }
                } while next(is: ",")
                guard next(is: "}") else { return nil }
            }
            apps.append(.object(members))
        } while next(is: ",")
        return next(is: "]") ? apps : nil
    }

    /// A member's key and the colon after it.
    private mutating func prescanKey() -> String? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = try? parseString(),
            next(is: ":")
        else { return nil }
        return key
    }

    /// Whether the next byte after whitespace is `byte`, which is then passed.
    private mutating func next(is byte: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: byte) else { return false }
        index += 1
        return true
    }

    /// Passes one value without checking it: strings to their closing quote (escapes passed
    /// whole), arrays and objects to the bracket that closes them, anything else to the next
    /// `,`, `]`, `}` or whitespace. `false` when the bytes end first, a bracket closes none or
    /// there is no value. (It passes a whole file's screens: inside brackets each byte is looked
    /// up once in ``skipClasses``, with the position in a local.)
    mutating func skipValue() -> Bool {
        skipWhitespace()
        guard let base = bytes.baseAddress, index < bytes.count else { return false }
        let count = bytes.count
        var position = index
        defer { index = position }
        switch base[position] {
        case UInt8(ascii: "\""):
            position = Self.stringEnd(base, from: position + 1, count: count)
            return position <= count
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            break
        default:
            // A number or a literal: to the byte that ends it.
            let start = position
            while position < count {
                switch base[position] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09:
                    return position > start
                default: position += 1
                }
            }
            return false
        }
        var depth = 0
        return Self.skipClasses.withUnsafeBufferPointer { classes in
            while position < count {
                let kind = classes[Int(base[position])]
                position += 1
                if kind == 0 { continue }
                if kind == 1 {
                    position = Self.stringEnd(base, from: position, count: count)
                } else if kind == 2 {
                    depth += 1
                } else {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }
    }

    /// The position just past the quote that closes a string whose bytes start at `start`
    /// (a quote after an odd number of backslashes is escaped), or past `count` when none does.
    /// Quotes are found with `memchr`, which passes many bytes at a time.
    @inline(__always)
    private static func stringEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var position = start
        while position < count {
            guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), count - position) else {
                return count + 1
            }
            let quote = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            var backslashes = 0
            while quote - backslashes - 1 >= start, base[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return quote + 1 }
            position = quote + 1
        }
        return count + 1
    }

    /// What each byte is to ``skipValue()`` inside brackets: 1 a quote, 2 an opening bracket,
    /// 3 a closing one, 0 anything else.
    static let skipClasses: [UInt8] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "\""): return 1
        case UInt8(ascii: "{"), UInt8(ascii: "["): return 2
        case UInt8(ascii: "}"), UInt8(ascii: "]"): return 3
        default: return 0
        }
    }
}
