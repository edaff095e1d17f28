import Foundation
import Synchronization

/// Linux addition: the device snapshot tests are recorded on, as the simulator a test target
/// runs on is on iOS. swift-snapshot-testing renders every layout that does not name a device
/// (`.image`, `.sizeThatFits`, `.fixed`, view controllers and views at their own size) at the
/// host's display scale, and UIKit code measures `UIScreen.main` against it; so does ViewTree.
/// A `displayScale` trait (`traits: .init(displayScale: 1)`) still wins over the host's scale.
///
/// Set it for a test target with the `SNAPSHOT_HOST_DEVICE` environment variable, a device
/// name as ViewTree's catalog or Xcode spells it (`iPhone13ProMax`, `"iPhone 13 Pro Max"`), or
/// `none` for no host device; or in Swift with `device` (the whole process) or
/// `withDevice(_:operation:)` (the snapshots taken inside). By default the host is an iPhone 16
/// Pro, so such snapshots render at 3x. With no host device (`nil`, `none`), they render at
/// scale 1 and `UIScreen.main` is an iPhone 13 Pro's.
public enum ViewTreeSnapshotHost {
    /// The host device when `SNAPSHOT_HOST_DEVICE` is not set: an iPhone 16 Pro (scale 3), a
    /// simulator teams record on today.
    public static let defaultDevice: ViewTreeDevice? = .iPhone16Pro

    private static let stored = Mutex(device(fromEnvironment: ProcessInfo.processInfo.environment))

    /// The host device of every snapshot that does not set its own: `SNAPSHOT_HOST_DEVICE`, or
    /// `defaultDevice`; inside `withDevice(_:operation:)`, that device.
    public static var device: ViewTreeDevice? {
        get { scoped ?? stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }

    /// The display scale of snapshots that name no device: the host device's, or 1 without one.
    public static var scale: CGFloat { device?.scale ?? 1 }

    /// Runs `operation` with `device` as the host of the snapshots it takes (`nil` for none),
    /// leaving other tasks' host alone.
    public static func withDevice<Result>(_ device: ViewTreeDevice?, operation: () throws -> Result) rethrows -> Result {
        try $scoped.withValue(.some(device), operation: operation)
    }

    /// Runs `operation` with `device` as the host of the snapshots it takes (`nil` for none).
    public static func withDevice<Result>(_ device: ViewTreeDevice?, isolation: isolated (any Actor)? = #isolation,
                                          operation: () async throws -> Result) async rethrows -> Result {
        try await $scoped.withValue(.some(device), operation: operation, isolation: isolation)
    }

    @TaskLocal private static var scoped: ViewTreeDevice??

    /// The host device `environment` names in `SNAPSHOT_HOST_DEVICE`: a device of the catalog
    /// by ViewTree's or Xcode's name, `nil` for `none`, or `defaultDevice` when it is not set.
    /// A name that is no device is reported on standard error and `defaultDevice` is used.
    public static func device(fromEnvironment environment: [String: String]) -> ViewTreeDevice? {
        guard let name = environment["SNAPSHOT_HOST_DEVICE"]?.trimmingCharacters(in: .whitespaces),
              !name.isEmpty else { return defaultDevice }
        if name.lowercased() == "none" { return nil }
        if let device = PreviewDevice(rawValue: name).configuration { return device }
        let suggestion = ViewTreeDevice.suggestion(for: name).map { " (did you mean '\($0)'?)" } ?? ""
        FileHandle.standardError.write(Data(
            "warning: ViewTree: SNAPSHOT_HOST_DEVICE '\(name)' is not a device\(suggestion); using the default\n".utf8))
        return defaultDevice
    }
}
