import Foundation

// UIKit's additions to `NSValue` for Core Graphics geometry: a keyboard notification's
// `userInfo[UIResponder.keyboardFrameEndUserInfoKey]` is an `NSValue` apps read with
// `cgRectValue`. Foundation on Linux boxes the same structures as `NSValue(rect:)` and friends.
extension NSValue {
    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }
}
