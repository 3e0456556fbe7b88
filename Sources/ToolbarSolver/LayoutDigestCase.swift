// MARK: - Enum cases as static names and fixed codes

/// An enum a layout holds, as the digest writes it: its name (formats 2 and 3) or its code
/// (format 4).
protocol LayoutDigestCase {
    /// The case's raw value as a `StaticString`, written without building a `String` per case (a
    /// test checks every case against its raw value).
    var digestName: StaticString { get }
    /// The case's byte in format 4: fixed for good once released (never renumbered when a case
    /// is added or moved; a new case takes the next free code), distinct within the type (tests
    /// check both through pinned digests and a uniqueness test).
    var digestCode: UInt8 { get }
}

extension Region: LayoutDigestCase {
    var digestName: StaticString {
        switch self {
        case .leading: "leading"
        case .principal: "principal"
        case .center: "center"
        case .trailing: "trailing"
        case .pinnedTrailing: "pinnedTrailing"
        case .bottomBar: "bottomBar"
        case .keyboardBar: "keyboardBar"
        case .verticalColumn: "verticalColumn"
        case .horizontalBar: "horizontalBar"
        case .overflowMenu: "overflowMenu"
        case .hidden: "hidden"
        case .absent: "absent"
        }
    }

    var digestCode: UInt8 {
        switch self {
        case .leading: 0
        case .principal: 1
        case .center: 2
        case .trailing: 3
        case .pinnedTrailing: 4
        case .bottomBar: 5
        case .keyboardBar: 6
        case .verticalColumn: 7
        case .horizontalBar: 8
        case .overflowMenu: 9
        case .hidden: 10
        case .absent: 11
        }
    }
}

extension BarKind: LayoutDigestCase {
    var digestName: StaticString {
        switch self {
        case .navigationBar: "navigationBar"
        case .bottomBar: "bottomBar"
        case .keyboardBar: "keyboardBar"
        case .verticalColumn: "verticalColumn"
        case .horizontalBar: "horizontalBar"
        }
    }

    var digestCode: UInt8 {
        switch self {
        case .navigationBar: 0
        case .bottomBar: 1
        case .keyboardBar: 2
        case .verticalColumn: 3
        case .horizontalBar: 4
        }
    }
}

extension OverflowReason: LayoutDigestCase {
    var digestName: StaticString {
        switch self {
        case .deliberate: "deliberate"
        case .byPlacement: "byPlacement"
        case .lackOfRoom: "lackOfRoom"
        case .searchActive: "searchActive"
        }
    }

    var digestCode: UInt8 {
        switch self {
        case .deliberate: 0
        case .byPlacement: 1
        case .lackOfRoom: 2
        case .searchActive: 3
        }
    }
}

extension AbsenceReason: LayoutDigestCase {
    var digestName: StaticString {
        switch self {
        case .sizeClassCondition: "sizeClassCondition"
        case .horizontalOnlyWithoutHorizontalBar: "horizontalOnlyWithoutHorizontalBar"
        case .keyboardHidden: "keyboardHidden"
        case .layoutOnly: "layoutOnly"
        case .unavailableOnOS: "unavailableOnOS"
        case .otherBranch: "otherBranch"
        case .notSeen: "notSeen"
        }
    }

    var digestCode: UInt8 {
        switch self {
        case .sizeClassCondition: 0
        case .horizontalOnlyWithoutHorizontalBar: 1
        case .keyboardHidden: 2
        case .layoutOnly: 3
        case .unavailableOnOS: 4
        case .otherBranch: 5
        case .notSeen: 6
        }
    }
}

extension TitleState: LayoutDigestCase {
    var digestName: StaticString {
        switch self {
        case .shown: "shown"
        case .truncated: "truncated"
        case .hidden: "hidden"
        case .none: "none"
        case .large: "large"
        case .replacedByPrincipal: "replacedByPrincipal"
        case .replacedBySearch: "replacedBySearch"
        case .notInBar: "notInBar"
        }
    }

    var digestCode: UInt8 {
        switch self {
        case .shown: 0
        case .truncated: 1
        case .hidden: 2
        case .none: 3
        case .large: 4
        case .replacedByPrincipal: 5
        case .replacedBySearch: 6
        case .notInBar: 7
        }
    }
}

extension FactTag: LayoutDigestCase {
    var digestName: StaticString {
        switch self {
        case .D: "D"
        case .E: "E"
        case .T: "T"
        case .I: "I"
        }
    }

    var digestCode: UInt8 {
        switch self {
        case .D: 0
        case .E: 1
        case .T: 2
        case .I: 3
        }
    }
}

extension LayoutWarning.Kind: LayoutDigestCase {
    var digestName: StaticString {
        switch self {
        case .overfull: "overfull"
        case .sheetLaidOutAsFullScreen: "sheetLaidOutAsFullScreen"
        }
    }

    var digestCode: UInt8 {
        switch self {
        case .overfull: 0
        case .sheetLaidOutAsFullScreen: 1
        }
    }
}
