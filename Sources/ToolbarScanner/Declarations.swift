/// The names a file declares, found in one pass over its bytes without parsing:
/// `struct|class|enum|actor|protocol|extension NAME` and `func NAME`.
///
/// Used to find, without parsing every file, which files to parse when a screen refers to a type
/// or helper declared elsewhere (a `ToolbarContent` type, a wrapper view, a view modifier, a
/// helper modifier, a `L10n` string table). Words inside comments and strings count too: a false
/// match costs one extra parse, never a wrong result.
struct FileDeclarations: Sendable, Hashable {
    /// Type names (the last component of `extension A.B`) declared or extended.
    var types: Set<String> = []
    /// Function names declared.
    var functions: Set<String> = []

    private static let typeKeywords: [[UInt8]] = ["struct", "class", "enum", "actor", "protocol", "extension"]
        .map { Array($0.utf8) }
    private static let functionKeyword = Array("func".utf8)

    /// Scans `bytes`.
    static func scan(_ bytes: [UInt8]) -> FileDeclarations {
        var result = FileDeclarations()
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                // Keywords start with a, c, e, f, p or s, after a byte that is not part of a name.
                guard byte == 0x61 || byte == 0x63 || byte == 0x65 || byte == 0x66 || byte == 0x70 || byte == 0x73,
                    index == 0 || !isNameByte(buffer[index - 1])
                else {
                    index += 1
                    continue
                }
                if matches(buffer, index, functionKeyword), let name = name(after: index + 4, buffer) {
                    result.functions.insert(name)
                } else {
                    for keyword in typeKeywords where matches(buffer, index, keyword) {
                        if let name = name(after: index + keyword.count, buffer) { result.types.insert(name) }
                        break
                    }
                }
                index += 1
            }
        }
        return result
    }

    /// The (last dotted component of the) name after a keyword and at least one space.
    private static func name(after start: Int, _ buffer: UnsafeBufferPointer<UInt8>) -> String? {
        var index = start
        guard index < buffer.count, buffer[index] == 0x20 || buffer[index] == 0x09 else { return nil }
        while index < buffer.count, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
        var begin = index
        var end = index
        while end < buffer.count {
            if isNameByte(buffer[end]) {
                end += 1
            } else if buffer[end] == 0x2E, end > begin {  // `extension A.B`: keep B
                end += 1
                begin = end
            } else {
                break
            }
        }
        if buffer.indices.contains(begin), buffer[begin] == 0x60 { begin += 1 }  // `Type`
        guard end > begin else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[begin..<end]), as: UTF8.self)
    }

    private static func matches(_ buffer: UnsafeBufferPointer<UInt8>, _ index: Int, _ word: [UInt8]) -> Bool {
        guard index + word.count <= buffer.count else { return false }
        for offset in 0..<word.count where buffer[index + offset] != word[offset] { return false }
        return true
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)
            || byte == 0x5f || byte >= 0x80
    }
}
