import Foundation

extension Path {
    /// The outline a stroke of the path in `style` covers, as a path to fill with the non-zero
    /// rule, as SwiftUI's `strokedPath(_:)` gives it. Curves are flattened to within a hundredth
    /// of a point.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        StrokeOutliner.outline(of: self, style: style, tolerance: 0.01)
    }
}
