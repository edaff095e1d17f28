import Foundation
import Snapshot
import Testing

/// The snapshot host device (`ViewTreeSnapshotHost`, `SNAPSHOT_HOST_DEVICE`) sets the scale of
/// every layout that names no device; a `displayScale` trait and a device's own scale win.
@Suite @MainActor struct SnapshotHostTests {
    private let square = AnyView(Color.red.frame(width: 10, height: 20))

    /// The pixel size `strategy` records of the red square.
    private func pixelSize(_ strategy: Snapshotting<AnyView, ViewTreeSnapshotImage>) -> [Int]? {
        pixelSize(of: square, strategy)
    }

    private func pixelSize<V>(of value: V, _ strategy: Snapshotting<V, ViewTreeSnapshotImage>) -> [Int]? {
        var image: ViewTreeSnapshotImage?
        strategy.snapshot(value).run { image = $0 }
        return image?.bitmap.map { [$0.width, $0.height] }
    }

    @Test func environmentNamesTheHostAsTheCatalogOrXcodeDoes() {
        #expect(ViewTreeSnapshotHost.device(fromEnvironment: ["SNAPSHOT_HOST_DEVICE": "iPhone13ProMax"]) == .iPhone13ProMax)
        #expect(ViewTreeSnapshotHost.device(fromEnvironment: ["SNAPSHOT_HOST_DEVICE": "iPhone 13 Pro Max"]) == .iPhone13ProMax)
        #expect(ViewTreeSnapshotHost.device(fromEnvironment: ["SNAPSHOT_HOST_DEVICE": "iPhone 8"]) == .iPhone8)
        #expect(ViewTreeSnapshotHost.device(fromEnvironment: ["SNAPSHOT_HOST_DEVICE": "none"]) == nil)
        #expect(ViewTreeSnapshotHost.device(fromEnvironment: [:]) == ViewTreeSnapshotHost.defaultDevice)
        // A name that is no device falls back to the default (with a warning), never a crash.
        #expect(ViewTreeSnapshotHost.device(fromEnvironment: ["SNAPSHOT_HOST_DEVICE": "Nokia 3310"])
                == ViewTreeSnapshotHost.defaultDevice)
    }

    @Test func layoutsWithoutADeviceRenderAtTheHostScale() {
        ViewTreeSnapshotHost.withDevice(.iPhone13ProMax) {
            #expect(ViewTreeSnapshotHost.scale == 3)
            #expect(pixelSize(.image) == [30, 60])
            #expect(pixelSize(.image(layout: .sizeThatFits)) == [30, 60])
            #expect(pixelSize(.image(layout: .fixed(width: 40, height: 30))) == [120, 90])
            // A device keeps its own scale; a scale trait wins over the host's.
            #expect(pixelSize(.image(layout: .device(config: .iPhone8))) == [750, 1334])
            #expect(pixelSize(.image(traits: .init(displayScale: 1))) == [10, 20])
            #expect(pixelSize(.image(layout: .fixed(width: 40, height: 30), traits: .init(displayScale: 2))) == [80, 60])
            // UIKit values measure and draw against the host's screen.
            #expect(UIScreen.main.bounds.size == CGSize(width: 428, height: 926) && UIScreen.main.scale == 3)
            #expect(UIScreen.main === UIScreen.main)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(pixelSize(of: view, Snapshotting<UIView, ViewTreeSnapshotImage>.image) == [30, 30])
        }
        ViewTreeSnapshotHost.withDevice(.iPhone8) {
            #expect(pixelSize(.image) == [20, 40])
        }
    }

    @Test func theDefaultHostIsAnIPhone16Pro() {
        #expect(ViewTreeSnapshotHost.defaultDevice == .iPhone16Pro)
        #expect(ViewTreeSnapshotHost.device(fromEnvironment: [:])?.scale == 3)
    }

    @Test func noHostDeviceRendersAtScaleOne() {
        ViewTreeSnapshotHost.withDevice(nil) {
            #expect(ViewTreeSnapshotHost.scale == 1)
            #expect(pixelSize(.image) == [10, 20])
            #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        }
    }

    // Off the main actor on purpose: the host is read on the test's task before the strategy
    // hops to the main actor.
    @Test nonisolated func theHostReachesStrategiesCalledOffTheMainActor() {
        ViewTreeSnapshotHost.withDevice(.iPhone13ProMax) {
            var image: ViewTreeSnapshotImage?
            Snapshotting<Color, ViewTreeSnapshotImage>.image(layout: .fixed(width: 4, height: 5))
                .snapshot(Color.blue).run { image = $0 }
            #expect(image?.bitmap.map { [$0.width, $0.height] } == [12, 15])
        }
    }
}
