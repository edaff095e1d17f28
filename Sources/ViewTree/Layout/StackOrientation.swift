import Foundation

private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
    /// The axis of the nearest enclosing stack (or stack layout), as SwiftUI hands its stack
    /// orientation down to every view inside, through modifiers and bodies: a `Divider` reads it,
    /// so `Divider().frame(height: 32)` in an HStack is a vertical line. `nil` outside any stack
    /// and inside a custom layout that has no stack orientation.
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }

    /// These values with `stackAxis` set to `axis`, for a stack's content.
    func inStack(_ axis: Axis?) -> EnvironmentValues {
        var inner = self
        inner.stackAxis = axis
        return inner
    }
}
