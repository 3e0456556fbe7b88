import ToolbarChecklist
import ToolbarModel

// MARK: - Sorting an item's findings into groups

extension AuditFindingsColumn {
    /// One item's findings (open, then suppressed) sorted into the column's groups, then written.
    /// A group records its first and last member and each finding the next member of its group,
    /// so grouping allocates no array per group and the occurrences are written straight into the
    /// column, in the order they joined.
    struct Grouping {
        /// The findings sharing severity, command, message and flags.
        struct Group {
            var severity: Severity
            var commandKey: String?
            /// The first member's message; when ``template`` is set, the group's message is the
            /// template instead.
            var message: String
            /// The message template's UTF-8 bytes (flag 2).
            var template: [UInt8]?
            var flags: Int
            /// The first and the last member, as indices into the findings.
            var first: Int
            var last: Int
        }

        let open: UnsafeBufferPointer<Finding>
        let suppressed: UnsafeBufferPointer<Finding>
        private(set) var groups: [Group] = []
        /// Per finding, the next member of its group (-1 after the last).
        private var next: [Int]
        /// Per finding, its identity: the fingerprint, followed by the measured value unless it
        /// is the default one.
        private var identities: [String] = []

        init(open: UnsafeBufferPointer<Finding>, suppressed: UnsafeBufferPointer<Finding>) {
            self.open = open
            self.suppressed = suppressed
            let count = open.count + suppressed.count
            next = Array(repeating: -1, count: count)
            identities.reserveCapacity(count)
            // Most findings start a group of their own: growing the array as they came cost more
            // than a fifth of sorting them.
            groups.reserveCapacity(count)
            for index in 0..<count { add(index) }
        }

        /// The finding at `index`, open ones first.
        @inline(__always)
        func finding(_ index: Int) -> UnsafePointer<Finding> {
            index < open.count ? open.baseAddress! + index : suppressed.baseAddress! + (index - open.count)
        }

        /// Puts finding `index` in its group, or in a new one. Findings come sorted by command, so
        /// a finding's group is among the last ones with its command; a group missed here only
        /// costs bytes, never meaning. A finding joins a template's group when the template filled
        /// with its scenario gives its message, checked byte by byte without building anything.
        private mutating func add(_ index: Int) {
            let finding = finding(index)
            identities.append(identity(finding))
            let flags = index < open.count ? 0 : suppressedFlag
            var candidate = groups.count - 1
            while candidate >= 0, groups[candidate].commandKey == finding.pointee.commandKey {
                if groups[candidate].flags & suppressedFlag == flags,
                    groups[candidate].severity == finding.pointee.severity, holds(candidate, finding)
                {
                    next[groups[candidate].last] = index
                    groups[candidate].last = index
                    return
                }
                candidate -= 1
            }
            // Built in place in the array: a local group appended was copied, then destroyed.
            let template = finding.pointee.scenario.flatMap { templateBytes(finding.pointee.message, scenario: $0) }
            groups.append(
                Group(
                    severity: finding.pointee.severity, commandKey: finding.pointee.commandKey,
                    message: finding.pointee.message, template: template,
                    flags: template == nil ? flags : flags | templateFlag, first: index, last: index))
        }

        /// Whether the group's message (filled in with the finding's scenario when it is a
        /// template) is the finding's message.
        private func holds(_ group: Int, _ finding: UnsafePointer<Finding>) -> Bool {
            guard let template = groups[group].template else {
                return groups[group].message == finding.pointee.message
            }
            guard let scenario = finding.pointee.scenario else { return false }
            return template.withUnsafeBufferPointer { fills($0, with: scenario, giving: finding.pointee.message) }
        }

        /// The groups as the column's JSON array.
        func write(to out: inout [UInt8]) {
            out.append(UInt8(ascii: "["))
            // Each group's fields are read in place: a copy of each group retained and released
            // its strings and template.
            for position in groups.indices {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "["))
                AuditItemsColumn.appendName(groups[position].severity, to: &out)
                out.append(UInt8(ascii: ","))
                if let commandKey = groups[position].commandKey {
                    JSONWriter.appendString(commandKey, to: &out)
                } else {
                    JSONWriter.appendRaw("null", to: &out)
                }
                out.append(UInt8(ascii: ","))
                if let template = groups[position].template {
                    template.withUnsafeBufferPointer { JSONWriter.appendString($0, to: &out) }
                } else {
                    JSONWriter.appendString(groups[position].message, to: &out)
                }
                out.append(UInt8(ascii: ","))
                // The flags are 0 to 3: one digit, as `appendNumber` writes it (without its rounding).
                out.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: groups[position].flags))
                JSONWriter.appendRaw(",[", to: &out)
                let first = groups[position].first
                var member = first
                var sameIdentity = true
                while member >= 0 {
                    if member != first {
                        out.append(UInt8(ascii: ","))
                        if sameIdentity, identities[member] != identities[first] { sameIdentity = false }
                    }
                    appendOccurrence(finding(member), to: &out)
                    member = next[member]
                }
                JSONWriter.appendRaw("],", to: &out)
                if sameIdentity {
                    JSONWriter.appendString(identities[first], to: &out)
                } else {
                    out.append(UInt8(ascii: "["))
                    member = first
                    while member >= 0 {
                        if member != first { out.append(UInt8(ascii: ",")) }
                        JSONWriter.appendString(identities[member], to: &out)
                        member = next[member]
                    }
                    out.append(UInt8(ascii: "]"))
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}
