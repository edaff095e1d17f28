import Foundation

extension Text {
    /// The runs of a text as `+` joined them: a list, or two trees side by side. `+` keeps both
    /// of its texts as they are instead of copying their runs, so a chain of `n` concatenations
    /// (`Text("(") + text + Text(")")` repeated) takes `n` steps, and reading the runs copies each
    /// one once; copying at every `+` took time quadratic in `n`. SwiftUI keeps a tree too.
    enum RunTree: Sendable {
        /// Runs in order.
        case list([Run])
        /// The runs of one tree, then those of another.
        case joined(Join)

        /// How many runs the tree holds.
        var count: Int {
            switch self {
            case .list(let runs): return runs.count
            case .joined(let join): return join.count
            }
        }

        /// The runs in order, read without recursion (a chain of joins can be any depth).
        var runs: [Run] {
            let join: Join
            switch self {
            case .list(let runs): return runs
            case .joined(let joined): join = joined
            }
            var runs: [Run] = []
            runs.reserveCapacity(join.count)
            var pending = [join.second, join.first]
            while let next = pending.popLast() {
                switch next {
                case .list(let list): runs += list
                case .joined(let join): pending += [join.second, join.first]
                }
            }
            return runs
        }

        /// Two trees side by side. Its parts are set when it is made and taken apart only when
        /// it is freed, iteratively, so that freeing a chain of any depth does not recurse.
        final class Join: @unchecked Sendable {
            // Unchecked: the parts change only in `deinit`, when nothing else refers to them.
            private(set) var first: RunTree
            private(set) var second: RunTree
            let count: Int

            init(_ first: RunTree, _ second: RunTree) {
                self.first = first
                self.second = second
                count = first.count + second.count
            }

            deinit {
                // Joins only this one refers to are emptied before they are freed, so that
                // freeing one never frees another in turn.
                var pending: [Join] = []
                Self.detach(&first, into: &pending)
                Self.detach(&second, into: &pending)
                while var join = pending.popLast() {
                    guard isKnownUniquelyReferenced(&join) else { continue }
                    Self.detach(&join.first, into: &pending)
                    Self.detach(&join.second, into: &pending)
                }
            }

            /// Moves the join `tree` holds, if any, to `pending`, leaving an empty list.
            private static func detach(_ tree: inout RunTree, into pending: inout [Join]) {
                guard case .joined(let join) = tree else { return }
                tree = .list([])
                pending.append(join)
            }
        }
    }
}
