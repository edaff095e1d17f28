import Foundation

/// A type that identifies an alignment guide, as in SwiftUI: it gives the guide's default
/// position in a view, and `HorizontalAlignment(MyID.self)` or `VerticalAlignment(MyID.self)`
/// makes a guide of it that stacks, frames and `alignmentGuide` use like the built-in ones.
public protocol AlignmentID {
    /// The guide's position in a view of `context`'s size when the view sets none explicitly,
    /// from the view's leading (horizontal) or top (vertical) edge.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the `n`th explicit value of a container's children (in the container's coordinates)
    /// into the container's own explicit value. The default averages them; the built-in edge
    /// and centre guides keep none, and text baselines take the first or last.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The running average of the children's explicit values, as SwiftUI combines custom guides.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let count = CGFloat(n)
        parentValue = ((parentValue ?? childValue) * count + childValue) / (count + 1)
    }
}

/// The built-in edge and centre guides: a container never passes its children's explicit
/// values of these up, so an `alignmentGuide(.leading)` acts in the stack around the view only.
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// One guide on one axis: an alignment ID type and the axis it measures.
struct AlignmentKey: Hashable, @unchecked Sendable {
    // Unchecked: a metatype is immutable, so sharing it between threads is safe.
    let id: any AlignmentID.Type
    let axis: Axis

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's default position in a view of `size` with no explicit guides.
    func defaultValue(in size: CGSize) -> CGFloat {
        id.defaultValue(in: ViewDimensions(size: size))
    }

    /// A container's explicit value from its children's (already in its coordinates), as the
    /// guide's ID combines them; `nil` when no child has one or the guide keeps none.
    func combine(_ values: [CGFloat?]) -> CGFloat? {
        var result: CGFloat?
        for (n, value) in values.compactMap({ $0 }).enumerated() {
            id._combineExplicit(childValue: value, n, into: &result)
        }
        return result
    }
}
