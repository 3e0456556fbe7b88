import Foundation
import ToolbarModel
import ToolbarScanTypes

/// The app's development-language strings: `Localizable.xcstrings` (its source language) and
/// `.strings` files in `en.lproj` or `Base.lproj`, key → text. A title written as a localization
/// key (`Label("action.cancel", …)`, `NSLocalizedString("refresh", comment: …)`) takes its text
/// from here.
struct LocalizationTables: Sendable {
    private(set) var texts: [String: String] = [:]
    /// The table each key came from (root-relative path), for the screens' file lists.
    private(set) var sources: [String: String] = [:]
    /// Keys by their spelling as a Swift constant name (`zim_file_opened.toolbar.open.title` →
    /// `zim_file_opened_toolbar_open_title`): generated string constants are named so.
    private var byConstantName: [String: String] = [:]

    /// The key a generated constant called `name` stands for, when one key spells it.
    func key(forConstant name: String) -> String? { byConstantName[Self.constantName(name)] }

    static func constantName(_ key: String) -> String {
        String(key.map { $0 == "." || $0 == "-" || $0 == " " ? "_" : $0 })
    }

    /// Whether `path` is a table this reads.
    static func isTable(_ path: String) -> Bool {
        if path.hasSuffix(".xcstrings") { return true }
        guard path.hasSuffix(".strings") else { return false }
        return path.contains("en.lproj/") || path.contains("Base.lproj/")
    }

    /// The text for `key`, if a table has it.
    func text(_ key: String) -> String? { texts[key] }

    /// Adds a table's entries; keys already present keep their first text (tables are added in
    /// path order, `Localizable` ones first).
    mutating func add(path: String, bytes: [UInt8]) {
        let entries = path.hasSuffix(".xcstrings") ? Self.xcstrings(bytes) : Self.strings(bytes)
        for (key, text) in entries where texts[key] == nil {
            texts[key] = text
            sources[key] = path
            let constant = Self.constantName(key)
            if byConstantName[constant] == nil { byConstantName[constant] = key }
        }
    }

    // MARK: - String catalogs

    /// `{"sourceLanguage": "en", "strings": {key: {"localizations": {"en": {"stringUnit": {"value"}}}}}}`;
    /// a key without a source-language entry is its own text.
    static func xcstrings(_ bytes: [UInt8]) -> [(String, String)] {
        guard let root = try? JSONParser.parse(bytes), case .object(let members)? = root["strings"] else { return [] }
        let language: String
        if case .string(let value)? = root["sourceLanguage"] { language = value } else { language = "en" }
        var result: [(String, String)] = []
        for member in members {
            let localization = member.value["localizations"]?[language]
            if let text = unitValue(localization) {
                result.append((member.key, text))
            } else if localization == nil {
                result.append((member.key, member.key))
            }
        }
        return result
    }

    private static func unitValue(_ value: JSONValue?) -> String? {
        guard let value else { return nil }
        if case .string(let text)? = value["stringUnit"]?["value"] { return text }
        if let plural = value["variations"]?["plural"] {
            for form in ["other", "one"] {
                if let text = unitValue(plural[form]) { return text }
            }
        }
        return nil
    }

    // MARK: - Strings files

    /// `"key" = "value";` pairs, with `/* */` and `//` comments; UTF-8 or UTF-16 with a byte order mark.
    static func strings(_ bytes: [UInt8]) -> [(String, String)] {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: Data(bytes), encoding: .utf16) else { return [] }
            text = decoded
        } else {
            text = String(
                decoding: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes,
                as: UTF8.self)
        }
        var reader = StringsReader(Array(text.unicodeScalars))
        var result: [(String, String)] = []
        while let key = reader.token() {
            guard reader.expect("="), let value = reader.token() else { break }
            _ = reader.expect(";")
            result.append((key, value))
        }
        return result
    }
}

/// Reads the tokens of an old-style property list strings file.
private struct StringsReader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    mutating func skipSpaceAndComments() {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else {
                return
            }
        }
    }

    mutating func expect(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaceAndComments()
        guard index < scalars.count, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    /// A quoted string (with `\"`, `\\`, `\n`, `\t`, `\U1234` escapes) or a bare word.
    mutating func token() -> String? {
        skipSpaceAndComments()
        guard index < scalars.count else { return nil }
        var text = String.UnicodeScalarView()
        if scalars[index] != "\"" {
            while index < scalars.count,
                scalars[index].properties.isAlphabetic || scalars[index] == "_"
                    || scalars[index] == "." || ("0"..."9").contains(scalars[index])
            {
                text.append(scalars[index])
                index += 1
            }
            return text.isEmpty ? nil : String(text)
        }
        index += 1
        while index < scalars.count, scalars[index] != "\"" {
            var scalar = scalars[index]
            index += 1
            if scalar == "\\", index < scalars.count {
                let escaped = scalars[index]
                index += 1
                switch escaped {
                case "n": scalar = "\n"
                case "t": scalar = "\t"
                case "r": scalar = "\r"
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, index < scalars.count, scalars[index].properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    scalar = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}"
                default: scalar = escaped
                }
            }
            text.append(scalar)
        }
        index += 1
        return String(text)
    }
}
