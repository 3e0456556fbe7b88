internal import SwiftSyntax

/// Decides cheaply, on the source bytes, whether a member body can matter.
struct BodyFilter {
    let bytes: [UInt8]
    let words: [[UInt8]]

    func mentionsWord(_ node: some SyntaxProtocol) -> Bool {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, bytes.count)
        guard start < end else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            words.contains { word in Self.find(word, in: buffer, from: start, to: end) }
        }
    }

    private static func find(
        _ word: [UInt8], in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Bool {
        guard let first = word.first, end - start >= word.count else { return false }
        var index = start
        let last = end - word.count
        while index <= last {
            if buffer[index] == first {
                var offset = 1
                while offset < word.count, buffer[index + offset] == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
            index += 1
        }
        return false
    }

    static func buildsToolbarContent(attributes: [String], typeText: String?) -> Bool {
        typeText == "Bool" || (typeText?.contains("ToolbarContent") ?? false)
            || attributes.contains { $0.contains("ToolbarContentBuilder") }
    }
}

/// Line starts of a file, for turning UTF-8 offsets into line and column without walking the tree.
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    func position(_ offset: Int) -> SyntaxPosition {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SyntaxPosition(line: low + 1, column: offset - starts[low] + 1)
    }
}
