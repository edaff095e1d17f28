import Foundation

/// Effects that change how a view is drawn but not its layout, as SwiftUI's `VisualEffect`:
/// what `visualEffect` and `scrollTransition` closures return, built from `EmptyVisualEffect`
/// with the same modifiers views have.
public protocol VisualEffect: Sendable {
    /// Applies the effects to `view`, innermost first.
    func _apply(to view: AnyView) -> AnyView
}

/// No effect: what `visualEffect` and `scrollTransition` closures start from.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
    public func _apply(to view: AnyView) -> AnyView { view }
}

/// An effect followed by one more.
public struct _ComposedVisualEffect: VisualEffect, @unchecked Sendable {
    // Unchecked: the closures only apply view modifiers to the values they were given.
    let base: any VisualEffect
    let effect: (AnyView) -> AnyView
    public func _apply(to view: AnyView) -> AnyView { effect(base._apply(to: view)) }
}

extension VisualEffect {
    private func then(_ effect: @escaping (AnyView) -> some View) -> _ComposedVisualEffect {
        _ComposedVisualEffect(base: self) { AnyView(effect($0)) }
    }

    /// Moved by `offset`.
    public func offset(_ offset: CGSize) -> _ComposedVisualEffect { then { $0.offset(offset) } }
    /// Moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ComposedVisualEffect { then { $0.offset(x: x, y: y) } }
    /// Scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _ComposedVisualEffect {
        then { $0.scaleEffect(scale, anchor: anchor) }
    }
    /// Scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ComposedVisualEffect {
        then { $0.scaleEffect(scale, anchor: anchor) }
    }
    /// Scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ComposedVisualEffect {
        then { $0.scaleEffect(x: x, y: y, anchor: anchor) }
    }
    /// Rotated by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _ComposedVisualEffect {
        then { $0.rotationEffect(angle, anchor: anchor) }
    }
    /// Rotated by `angle` about `axis`, as `View.rotation3DEffect` draws it.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> _ComposedVisualEffect {
        then { $0.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective) }
    }
    /// Transformed by `transform`.
    public func transformEffect(_ transform: CGAffineTransform) -> _ComposedVisualEffect { then { $0.transformEffect(transform) } }
    /// At `opacity`.
    public func opacity(_ opacity: Double) -> _ComposedVisualEffect { then { $0.opacity(opacity) } }
    /// Blurred by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _ComposedVisualEffect { then { $0.blur(radius: radius, opaque: opaque) } }
    /// Brightened by `amount`.
    public func brightness(_ amount: Double) -> _ComposedVisualEffect { then { $0.brightness(amount) } }
    /// With its contrast multiplied by `amount`.
    public func contrast(_ amount: Double) -> _ComposedVisualEffect { then { $0.contrast(amount) } }
    /// With its saturation multiplied by `amount`.
    public func saturation(_ amount: Double) -> _ComposedVisualEffect { then { $0.saturation(amount) } }
    /// Greyed by `amount`.
    public func grayscale(_ amount: Double) -> _ComposedVisualEffect { then { $0.grayscale(amount) } }
    /// With its hues rotated by `angle`.
    public func hueRotation(_ angle: Angle) -> _ComposedVisualEffect { then { $0.hueRotation(angle) } }
    /// Multiplied by `color`.
    public func colorMultiply(_ color: Color) -> _ComposedVisualEffect { then { $0.colorMultiply(color) } }
    /// The view recoloured by `shader` (not run on Linux: see `ShaderLibrary`).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> _ComposedVisualEffect {
        then { $0.colorEffect(shader, isEnabled: isEnabled) }
    }
    /// The view distorted by `shader` (not run on Linux: see `ShaderLibrary`).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> _ComposedVisualEffect {
        then { $0.distortionEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled) }
    }
    /// The view's layer redrawn by `shader` (not run on Linux: see `ShaderLibrary`).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> _ComposedVisualEffect {
        then { $0.layerEffect(shader, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled) }
    }
}
