// Snapshot tests import only this module: it brings the whole view API and
// swift-snapshot-testing's `assertSnapshot`, `Snapshotting` and `Diffing`.
@_exported import SnapshotTesting
@_exported import ViewTree
