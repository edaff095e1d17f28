import Foundation
import Testing
@testable import ViewTree
import Raster

/// What a clip keeps: display items whose reach (their bounds spread by shadows and blurs)
/// meets it; and clipped drawing looks the same with the rest dropped.
@Suite struct DisplayItemReachTests {
    private let clip = CGRect(x: 0, y: 0, width: 100, height: 100)
    private let red = Paint.color(RGBAColor(red: 1, green: 0, blue: 0))

    private func square(at x: CGFloat, _ y: CGFloat) -> ViewTreeDisplayItem {
        .fill(Path(CGRect(x: x, y: y, width: 10, height: 10)), red)
    }

    @Test func itemsOutsideTheClipAreDropped() {
        let items = [square(at: 10, 10), square(at: 10, 300), square(at: 95, 95), square(at: -20, 50)]
        #expect(items.reaching(into: clip).count == 2)
    }

    @Test func shadowsAndBlursReachPastTheirBounds() {
        let shadow = ViewTreeShadow(color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 4, offset: .zero)
        // The caster is 5 below the clip, but its shadow's blur (3 x 4) reaches up into it.
        #expect([ViewTreeDisplayItem.shadow(shadow, [square(at: 10, 105)])].reaching(into: clip).count == 1)
        #expect([ViewTreeDisplayItem.shadow(shadow, [square(at: 10, 200)])].reaching(into: clip).isEmpty)
        // Offsets carry the shadow: a caster above the clip whose shadow falls into it.
        let down = ViewTreeShadow(color: shadow.color, radius: 0, offset: CGSize(width: 0, height: 40))
        #expect([ViewTreeDisplayItem.shadow(down, [square(at: 10, -30)])].reaching(into: clip).count == 1)
        #expect([ViewTreeDisplayItem.blur(radius: 3, opaque: false, [square(at: 10, 108)])].reaching(into: clip).count == 1)
        #expect([ViewTreeDisplayItem.blur(radius: 3, opaque: false, [square(at: 10, 110)])].reaching(into: clip).isEmpty)
        // Transforms move what they hold.
        #expect([ViewTreeDisplayItem.transform(CGAffineTransform(translationX: 0, y: -250), [square(at: 10, 300)])]
                    .reaching(into: clip).count == 1)
    }

    @Test func clippedDrawingIsTheSameWithoutTheDroppedItems() throws {
        let all: [ViewTreeDisplayItem] = [square(at: 10, 10), square(at: 10, 300), square(at: 95, 95)]
        let drawn = try RasterCanvas(width: 120, height: 320)
        try drawn.draw([.clip(Path(clip), all)])
        let kept = try RasterCanvas(width: 120, height: 320)
        try kept.draw([.clip(Path(clip), [square(at: 10, 10), square(at: 95, 95)])])
        #expect(drawn.bitmap.pixels == kept.bitmap.pixels)
        #expect(drawn.pixel(x: 15, y: 15).red == 255 && drawn.pixel(x: 15, y: 305).alpha == 0)
    }
}
