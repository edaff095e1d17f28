// Snapshot tests import only this module: it brings the whole view API, UIKit's stand-ins
// (`UITraitCollection`, `UIHostingController`, `UIColor`...) and swift-snapshot-testing's
// `assertSnapshot`, `Snapshotting` and `Diffing`.
@_exported import SnapshotTesting
@_exported import ViewTree
@_exported import ViewTreeUIKit
