import Foundation

/// A value a view owns, as SwiftUI's `@State`. A render shows one still frame: the initial value,
/// or what `onAppear` and `.task` set while the render settled (the renderer keeps state by view
/// identity, so a view made anew by its parent's body keeps it). Setting it in a test changes
/// what the next render of the same view value shows.
@propertyWrapper
public struct State<Value> {
    private let box: Box

    /// The storage shared by copies of a view value, as SwiftUI keeps state outside the view.
    private final class Box {
        private let lock = NSLock()
        private var stored: Value
        /// The storage the view graph keeps for this view's state, once attached.
        private var kept: Box?

        init(_ value: Value) { stored = value }

        var value: Value {
            get {
                if let kept = lock.withLock({ kept }) { return kept.value }
                return lock.withLock { stored }
            }
            set {
                if let kept = lock.withLock({ kept }) { kept.value = newValue } else { lock.withLock { stored = newValue } }
            }
        }

        /// Reads and writes `box` from now on (unless it is this box).
        func keep(in box: Box) {
            guard box !== self else { return }
            lock.withLock { kept = box }
        }
    }

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// State starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, for child views that change it (`$value`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: ViewGraphStorage {
    func attach(to graph: ViewGraph, at identity: ViewIdentity, property: Int) {
        guard let kept = graph.storage(at: identity, property: property, fresh: box) as? Box else { return }
        box.keep(in: kept)
    }
}

/// State's storage is guarded by a lock, so views holding it may be made on any thread.
extension State: @unchecked Sendable where Value: Sendable {}
