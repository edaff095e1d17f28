import ArgumentParser
import Foundation

/// One of `count` machines sharing a run: `--shard 2/4` is the second of four. Work is split
/// by whole groups (a preview's images, a test suite's tests), so that contact sheets and
/// suites stay together, each group going to the shard with the least work so far (the first
/// such on a tie), in the groups' order: every machine computes the same split, and every
/// group lands on exactly one shard.
public struct ViewTreeShard: Hashable, Sendable, ExpressibleByArgument, CustomStringConvertible {
    /// Which shard, from 1.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// Shard `index` (from 1) of `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// `"k/n"`, as on the command line.
    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `"k/n"`.
    public var description: String { "\(index)/\(count)" }

    /// The groups of this shard, in their order, from `groups` of the given sizes in order.
    public func assigned<Group>(_ groups: [(group: Group, size: Int)]) -> [Group] {
        var load = [Int](repeating: 0, count: count)
        var mine: [Group] = []
        for (group, size) in groups {
            let shard = load.indices.min { load[$0] < load[$1] || load[$0] == load[$1] && $0 < $1 } ?? 0
            load[shard] += max(size, 1)
            if shard == index - 1 { mine.append(group) }
        }
        return mine
    }
}

extension ViewTreeRenderMatrix {
    /// The images of `shard`: whole previews (each preview's view, with all its devices and
    /// appearances), split as `ViewTreeShard` says. The first shard also reports the problems.
    public func sharded(_ shard: ViewTreeShard) -> ViewTreeRenderMatrix {
        var folders: [String] = []
        var sizes: [String: Int] = [:]
        for job in jobs {
            if sizes[job.folder] == nil { folders.append(job.folder) }
            sizes[job.folder, default: 0] += 1
        }
        let mine = Set(shard.assigned(folders.map { ($0, sizes[$0] ?? 0) }))
        var result = self
        result.jobs = jobs.filter { mine.contains($0.folder) }
        if shard.index != 1 { result.problems = [] }
        return result
    }
}
