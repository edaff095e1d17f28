import Foundation

nonisolated extension View {
    /// Draws this view turned by `angle` (clockwise on screen) about `anchor`; its layout is
    /// unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        transformed("rotationEffect", anchor: anchor, CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
    }

    /// Draws this view scaled by `scale` about `anchor`; its layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        transformed("scaleEffect", anchor: anchor, CGAffineTransform(scaleX: scale.width, y: scale.height))
    }

    /// Draws this view scaled by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws this view scaled by `x` across and `y` down about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view through `transform`, in the view's own coordinates (its top left is the
    /// origin); its layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        transformed("transformEffect", anchor: .topLeading, transform)
    }

    /// Draws this view rotated by `angle` about `axis` through `anchor`, as seen from the front
    /// without perspective: the rotation's projection onto the screen (a flip about the y axis
    /// narrows the view by the angle's cosine). SwiftUI also foreshortens the far side with
    /// `perspective` and `anchorZ`; ViewTree does not (*unverified* how far that moves pixels at
    /// small angles). Rotation about the z axis is `rotationEffect`, exactly.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let (x, y, z) = length > 0 && length.isFinite ? (axis.x / length, axis.y / length, axis.z / length) : (0, 0, 1)
        let cosine = CGFloat(cos(angle.radians)), sine = CGFloat(sin(angle.radians)), versine = 1 - cosine
        // Rodrigues' rotation matrix, its x and y rows and columns.
        let projected = CGAffineTransform(a: versine * x * x + cosine, b: versine * x * y + sine * z,
                                          c: versine * x * y - sine * z, d: versine * y * y + cosine, tx: 0, ty: 0)
        return transformed("rotation3DEffect", anchor: anchor, projected)
    }

    /// `transform` applied about the point `anchor` of the view's frame.
    private func transformed(_ name: String, anchor: UnitPoint, _ transform: CGAffineTransform) -> some View {
        // A transform that is not finite would send the drawing nowhere; it draws nothing.
        var numbers = InvalidNumbers(name)
        let anchor = UnitPoint(x: numbers.finite("anchor.x", anchor.x, or: 0.5), y: numbers.finite("anchor.y", anchor.y, or: 0.5))
        let entries = [("a", transform.a), ("b", transform.b), ("c", transform.c), ("d", transform.d), ("tx", transform.tx),
                       ("ty", transform.ty)]
        for (argument, value) in entries where !value.isFinite {
            numbers.note("the transform's \(argument)", value, using: "a transform that draws nothing")
        }
        let valid = entries.allSatisfy(\.1.isFinite)
        let transform = valid ? transform : CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        return wrapNodes(reporting: numbers) { node, _ in
            PassThroughNode(child: node, effect: .transform(name: name) { frame in transform.about(anchor, of: frame) })
        }
    }
}
