import Foundation
import ViewTree

extension ImageRenderer {
    /// The view drawn as a UIKit image at the renderer's scale, or `nil` when it cannot be drawn
    /// (the reason is what `canvas` throws).
    public var uiImage: UIImage? {
        guard let canvas = try? canvas else { return nil }
        return UIImage(bitmap: canvas.bitmap, scale: scale)
    }
}
