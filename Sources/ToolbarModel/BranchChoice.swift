/// Which branch of each alternative set is shown: never two branches of one set at once.
///
/// Commands whose branch cannot hold (OS version, size class) are left out first; of what is
/// left, each conditional shows its widest branch (ties: the first declared), judged with the
/// branches nested in it chosen the same way. Commands without a branch are always eligible.
public enum BranchChoice {
    /// For each command (in order), whether it is shown as far as branches go: `eligible[i]` says
    /// whether its own conditions hold, `width(i)` how wide it is.
    public static func shown(_ commands: [Command], eligible: [Bool], width: (Int) -> Double) -> [Bool] {
        var shown = eligible
        var sets: [String: [Int]] = [:]
        var order: [String] = []
        for (index, command) in commands.enumerated() {
            guard let branch = command.branch, branch.pathNumbers != nil else { continue }
            let key = RecordName.foldedKey(branch.set)
            if sets[key] == nil { order.append(key) }
            sets[key, default: []].append(index)
        }
        for key in order {
            guard let members = sets[key] else { continue }
            var node = Node()
            for index in members {
                guard let numbers = commands[index].branch?.pathNumbers else { continue }
                node.insert(index, path: numbers[...], width: eligible[index] ? width(index) : nil)
            }
            var chosen: Set<Int> = []
            _ = node.chooseBranch(into: &chosen)
            for index in members where !chosen.contains(index) { shown[index] = false }
        }
        return shown
    }

    /// A conditional: its branches by number; a branch: its own commands and nested conditionals.
    private struct Node {
        /// Commands directly in this branch, with their widths (`nil`: not eligible).
        var commands: [(index: Int, width: Double?)] = []
        /// Nested conditionals by number, each a map of branch number → branch.
        var conditionals: [Int: [Int: Node]] = [:]

        /// `path` alternates conditional and branch numbers below this branch; the set itself is
        /// the root's conditional 0.
        mutating func insert(_ index: Int, path: ArraySlice<Int>, width: Double?) {
            insert(index, conditional: 0, rest: path, width: width)
        }

        private mutating func insert(_ index: Int, conditional: Int, rest: ArraySlice<Int>, width: Double?) {
            guard let branchNumber = rest.first else { return }
            var branch = conditionals[conditional]?[branchNumber] ?? Node()
            let tail = rest.dropFirst()
            if let nested = tail.first {
                branch.insert(index, conditional: nested, rest: tail.dropFirst(), width: width)
            } else {
                branch.commands.append((index, width))
            }
            conditionals[conditional, default: [:]][branchNumber] = branch
        }

        /// Chooses in every conditional of this branch; returns the branch's width (`nil` when
        /// nothing in it is eligible) and adds the shown commands to `chosen`.
        func chooseBranch(into chosen: inout Set<Int>) -> Double? {
            var total: Double?
            for command in commands {
                guard let width = command.width else { continue }
                chosen.insert(command.index)
                total = (total ?? 0) + width
            }
            for number in conditionals.keys.sorted() {
                guard let branches = conditionals[number] else { continue }
                var best: (width: Double, chosen: Set<Int>)?
                for branchNumber in branches.keys.sorted() {
                    var inner: Set<Int> = []
                    guard let width = branches[branchNumber]?.chooseBranch(into: &inner) else { continue }
                    if best == nil || width > best!.width { best = (width, inner) }
                }
                if let best {
                    chosen.formUnion(best.chosen)
                    total = (total ?? 0) + best.width
                }
            }
            return total
        }
    }
}

extension ScreenInventory {
    /// The inventory with only the branch holding `key` shown for that command's alternative set
    /// (and the branches it is nested in): the other alternatives of its set are left out, so the
    /// solver predicts the toolbar as it is when that branch runs. Returns `nil` when there is no
    /// such command; the inventory unchanged when the command is in no alternative set.
    public func choosingBranch(of key: String) -> ScreenInventory? {
        let folded = RecordName.foldedKey(key)
        guard let command = commands.first(where: { RecordName.foldedKey($0.key) == folded }) else { return nil }
        guard let branch = command.branch, let numbers = branch.pathNumbers else { return self }
        let set = RecordName.foldedKey(branch.set)
        var copy = self
        copy.commands = commands.filter { other in
            guard let otherBranch = other.branch, RecordName.foldedKey(otherBranch.set) == set,
                let path = otherBranch.pathNumbers
            else { return true }
            return Self.compatible(path, numbers)
        }
        return copy
    }

    /// Whether two branch paths of one set can show together: wherever they pass through the same
    /// conditional, they take the same branch.
    static func compatible(_ lhs: [Int], _ rhs: [Int]) -> Bool {
        // Paths alternate branch, conditional, branch…: compare branch numbers while the
        // conditionals are the same.
        var index = 0
        while index < lhs.count, index < rhs.count {
            if lhs[index] != rhs[index] { return index % 2 == 1 }  // different nested conditionals: independent
            index += 1
        }
        return true
    }
}
