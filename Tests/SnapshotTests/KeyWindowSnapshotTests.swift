import Foundation
import Snapshot
import Testing

/// `drawHierarchyInKeyWindow: true` lays the view out in the host's key window resized to the
/// device's size, with the host's insets (`ViewImageConfig.inKeyWindow(of:)`), as rckim77/Sudoku's
/// iOS 26.1 references show: a list's first card 97 down at every size on an iPhone 17 Pro host.
@Suite @MainActor struct KeyWindowSnapshotTests {
    /// A red band along the top of the safe area and a blue one along its bottom.
    private let bands = AnyView(VStack(spacing: 0) {
        Color.red.frame(height: 2)
        Spacer()
        Color.blue.frame(height: 2)
    })

    /// The rows (in points) where the first column is red and where it is blue.
    private func bandRows(_ strategy: Snapshotting<AnyView, ViewTreeSnapshotImage>) -> (red: Int?, blue: Int?) {
        var image: ViewTreeSnapshotImage?
        strategy.snapshot(bands).run { image = $0 }
        guard let bitmap = image?.bitmap else { return (nil, nil) }
        let column = (0..<bitmap.height).map { bitmap[0, $0] }
        let red = column.firstIndex { $0.red > 200 && $0.green < 100 }, blue = column.lastIndex { $0.blue > 200 && $0.red < 50 }
        return (red.map { $0 / 3 }, blue.map { ($0 + 1) / 3 })
    }

    @Test func theKeyWindowKeepsTheHostsInsetsWhereItOverlapsThem() {
        ViewTreeSnapshotHost.withDevice(.iPhone16Pro) {
            // The device's own insets: 47 above and 34 below an iPhone 13's 844 points.
            #expect(bandRows(.image(layout: .device(config: .iPhone13))) == (47, 844 - 34))
            // In the key window: the host's 62 above; below, 34 less the 30 points the 844-point
            // window stops short of the 874-point host.
            #expect(bandRows(.image(drawHierarchyInKeyWindow: true, layout: .device(config: .iPhone13))) == (62, 844 - 4))
            // A shorter window keeps none of the bottom inset, a taller one at most all of it.
            #expect(bandRows(.image(drawHierarchyInKeyWindow: true, layout: .device(config: .iPhone13Mini))) == (62, 812))
            #expect(bandRows(.image(drawHierarchyInKeyWindow: true, layout: .device(config: .iPhone13ProMax))) == (62, 926 - 34))
        }
        // Without a host device, the configuration is kept.
        ViewTreeSnapshotHost.withDevice(nil) {
            #expect(bandRows(.image(drawHierarchyInKeyWindow: true, layout: .device(config: .iPhone13))).red == 47)
        }
    }
}
