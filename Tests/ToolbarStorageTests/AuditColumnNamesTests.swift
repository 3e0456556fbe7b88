import Testing
import ToolbarChecklist
import ToolbarModel

@testable import ToolbarStorage

/// The items column writes kinds, severities and verdicts from static quoted bytes: each must be
/// exactly what writing its raw value as a JSON string gives.
@Suite struct AuditColumnNamesTests {
    static func quoted(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        JSONWriter.appendString(text, to: &out)
        return out
    }

    @Test func everyCaseIsItsRawValueAsAJSONString() {
        for kind in ItemKind.allCases {
            var out: [UInt8] = []
            AuditItemsColumn.appendName(kind, to: &out)
            #expect(out == Self.quoted(kind.rawValue))
        }
        for severity in Severity.allCases {
            var out: [UInt8] = []
            AuditItemsColumn.appendName(severity, to: &out)
            #expect(out == Self.quoted(severity.rawValue))
        }
        for verdict in Verdict.allCases {
            var out: [UInt8] = []
            AuditItemsColumn.appendName(verdict, to: &out)
            #expect(out == Self.quoted(verdict.rawValue))
        }
    }

    @Test func rawBytesAreAppendedAsTheyAre() {
        var out: [UInt8] = [UInt8(ascii: "[")]
        JSONWriter.appendRaw("null", to: &out)
        JSONWriter.appendRaw(",1]", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "[null,1]")
    }
}
