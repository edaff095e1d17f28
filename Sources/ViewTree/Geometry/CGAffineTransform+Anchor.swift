import Foundation
import Raster

extension CGAffineTransform {
    /// This transform applied about the point `anchor` of `rect` instead of the origin, as
    /// rotation, scale and projection effects and rotated and scaled shapes apply theirs.
    func about(_ anchor: UnitPoint, of rect: CGRect) -> CGAffineTransform {
        let pivot = anchor.point(in: rect)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(self)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }
}
