// SF Symbols' animations, as SwiftUI (the Symbols framework) spells them: `.symbolEffect(.pulse)`,
// `.symbolEffect(.bounce.up.byLayer, value: count)`, `.contentTransition(.symbolEffect(.replace))`.
// A render is one still frame of the symbol at rest, so they compile only: the symbol is drawn
// as it is, including under `.disappear`, `.drawOff` and `.scale` (their end states are not drawn).

/// An animation of a symbol.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that runs while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect that runs once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that shows or hides a symbol.
public protocol TransitionSymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// How the layers of a symbol move in an effect, shared by the effects' `byLayer` and
/// `wholeSymbol` and their directions.
public struct SymbolEffectVariant: Hashable, Sendable {
    fileprivate var names: [String] = []
    fileprivate func adding(_ name: String) -> SymbolEffectVariant {
        var variant = self
        variant.names.append(name)
        return variant
    }
}

/// The symbol appears (or, active, is shown appearing).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// Scaling up as it appears.
    public var up: AppearSymbolEffect { Self(variant: variant.adding("up")) }
    /// Scaling down as it appears.
    public var down: AppearSymbolEffect { Self(variant: variant.adding("down")) }
    /// One layer after another.
    public var byLayer: AppearSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: AppearSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol disappears.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// Scaling up as it goes.
    public var up: DisappearSymbolEffect { Self(variant: variant.adding("up")) }
    /// Scaling down as it goes.
    public var down: DisappearSymbolEffect { Self(variant: variant.adding("down")) }
    /// One layer after another.
    public var byLayer: DisappearSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: DisappearSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol bounces.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// Upwards.
    public var up: BounceSymbolEffect { Self(variant: variant.adding("up")) }
    /// Downwards.
    public var down: BounceSymbolEffect { Self(variant: variant.adding("down")) }
    /// One layer after another.
    public var byLayer: BounceSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: BounceSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol's opacity pulses.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// One layer after another.
    public var byLayer: PulseSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: PulseSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol's variable layers light up in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { Self(variant: variant.adding("iterative")) }
    /// Layers stay lit as the next lights up.
    public var cumulative: VariableColorSymbolEffect { Self(variant: variant.adding("cumulative")) }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { Self(variant: variant.adding("reversing")) }
    /// One way only.
    public var nonReversing: VariableColorSymbolEffect { Self(variant: variant.adding("nonReversing")) }
    /// Unlit layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { Self(variant: variant.adding("hideInactiveLayers")) }
    /// Unlit layers are dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { Self(variant: variant.adding("dimInactiveLayers")) }
}

/// The symbol grows or shrinks while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// Larger.
    public var up: ScaleSymbolEffect { Self(variant: variant.adding("up")) }
    /// Smaller.
    public var down: ScaleSymbolEffect { Self(variant: variant.adding("down")) }
    /// One layer after another.
    public var byLayer: ScaleSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: ScaleSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// One symbol replaces another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// The old symbol goes down, the new comes up.
    public var downUp: ReplaceSymbolEffect { Self(variant: variant.adding("downUp")) }
    /// Both go up.
    public var upUp: ReplaceSymbolEffect { Self(variant: variant.adding("upUp")) }
    /// The old one goes off, the new comes up.
    public var offUp: ReplaceSymbolEffect { Self(variant: variant.adding("offUp")) }
    /// One layer after another.
    public var byLayer: ReplaceSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: ReplaceSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol wiggles.
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// One layer after another.
    public var byLayer: WiggleSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: WiggleSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol breathes.
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// One layer after another.
    public var byLayer: BreatheSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: BreatheSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol rotates.
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// Clockwise.
    public var clockwise: RotateSymbolEffect { Self(variant: variant.adding("clockwise")) }
    /// Counter-clockwise.
    public var counterClockwise: RotateSymbolEffect { Self(variant: variant.adding("counterClockwise")) }
    /// One layer after another.
    public var byLayer: RotateSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// All layers at once.
    public var wholeSymbol: RotateSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol is drawn on, stroke by stroke along its draw data (iOS 26).
public struct DrawOnSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// Each motion group separately.
    public var byLayer: DrawOnSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// Each motion group separately, one at a time.
    public var individually: DrawOnSymbolEffect { Self(variant: variant.adding("individually")) }
    /// All motion groups at once.
    public var wholeSymbol: DrawOnSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
}

/// The symbol is drawn off, stroke by stroke along its draw data (iOS 26).
public struct DrawOffSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    fileprivate var variant = SymbolEffectVariant()
    /// Each motion group separately.
    public var byLayer: DrawOffSymbolEffect { Self(variant: variant.adding("byLayer")) }
    /// Each motion group separately, one at a time.
    public var individually: DrawOffSymbolEffect { Self(variant: variant.adding("individually")) }
    /// All motion groups at once.
    public var wholeSymbol: DrawOffSymbolEffect { Self(variant: variant.adding("wholeSymbol")) }
    /// Following the draw data in reverse.
    public var reversed: DrawOffSymbolEffect { Self(variant: variant.adding("reversed")) }
    /// Following the draw data forwards.
    public var nonReversed: DrawOffSymbolEffect { Self(variant: variant.adding("nonReversed")) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The symbol appears.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The symbol disappears.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == BounceSymbolEffect {
    /// The symbol bounces.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// The symbol pulses.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The symbol's variable layers light up in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The symbol scales.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// One symbol replaces another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The symbol wiggles.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The symbol breathes.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// The symbol is drawn on.
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}
extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// The symbol is drawn off.
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// The symbol rotates.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// How often and how fast a symbol effect runs, as in SwiftUI.
public struct SymbolEffectOptions: Hashable, Sendable {
    private var repeatCount: Int?
    private var speedFactor: Double = 1

    /// Repeated as the effect decides.
    public static let `default` = SymbolEffectOptions()
    /// Repeated for as long as it is active.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Run once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// Run `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// At `speed` times the usual speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }

    /// These options, repeated for as long as active.
    public var repeating: SymbolEffectOptions { with { $0.repeatCount = .max } }
    /// These options, run once.
    public var nonRepeating: SymbolEffectOptions { with { $0.repeatCount = 1 } }
    /// These options, run `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { with { $0.repeatCount = count } }
    /// These options at `speed` times the speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions { with { $0.speedFactor = speed } }

    private func with(_ change: (inout SymbolEffectOptions) -> Void) -> SymbolEffectOptions {
        var options = self
        change(&options)
        return options
    }
}

nonisolated extension View {
    /// Runs `effect` on the symbols inside while `isActive`. Compiles only: the symbol is drawn at rest.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                       isActive: Bool = true) -> some View {
        unchangedInRender()
    }

    /// Runs `effect` on the symbols inside each time `value` changes. Compiles only.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        unchangedInRender()
    }

    /// Removes the symbol effects of the view's symbols. Compiles only.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { unchangedInRender() }
}

extension AnyTransition {
    /// Animates an SF Symbol in and out with `effect` (`.appear`, `.disappear`, `.drawOn`,
    /// `.drawOff`); a render shows the symbol in place.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                              options: SymbolEffectOptions = .default) -> AnyTransition {
        .symbolEffect
    }
}
