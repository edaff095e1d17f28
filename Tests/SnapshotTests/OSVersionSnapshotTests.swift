import Foundation
import Snapshot
import Testing
import Raster

/// The iOS look chosen for one snapshot with `traits: .init(viewTreeOSVersion:)`.
@Suite @MainActor struct OSVersionSnapshotTests {
    /// The pixels `.image` records of `view` with `traits` at 1x.
    private func image<V: View>(of view: V, layout: SwiftUISnapshotLayout = .sizeThatFits,
                                traits: UITraitCollection) throws -> Bitmap {
        var image: ViewTreeSnapshotImage?
        Snapshotting<V, ViewTreeSnapshotImage>.image(layout: layout, traits: .init(traitsFrom: [.init(displayScale: 1), traits]))
            .snapshot(view).run { image = $0 }
        return try #require(image?.bitmap)
    }

    @Test func theTraitChoosesTheLookOfColoursAndTheMeasuredSize() throws {
        let red = try image(of: Color.red.frame(width: 4, height: 4), traits: .init(viewTreeOSVersion: .iOS26))
        #expect(red[1, 1] == RGBA8(red: 255, green: 56, blue: 60, alpha: 255))
        let old = try image(of: Color.red.frame(width: 4, height: 4), traits: .init(viewTreeOSVersion: .iOS17))
        #expect(old[1, 1] == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        // `.sizeThatFits` measures in the chosen look: iOS 26's switch is 63 by 28.
        let toggle = Toggle("", isOn: .constant(true)).labelsHidden()
        let switch26 = try image(of: toggle, traits: .init(viewTreeOSVersion: .iOS26))
        #expect(switch26.width == 63 && switch26.height == 28)
        let switch17 = try image(of: toggle, traits: .init(viewTreeOSVersion: .iOS17))
        #expect(switch17.width == 51 && switch17.height == 31)
        // A view's own choice wins over the snapshot's.
        let pinned = try image(of: Color.red.frame(width: 4, height: 4).viewTreeOSVersion(.iOS17), traits: .init(viewTreeOSVersion: .iOS26))
        #expect(pinned[1, 1] == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
    }
}
