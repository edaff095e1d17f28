import Foundation

/// A value a view owns, as SwiftUI's `@State`. A render shows one still frame, so a snapshot shows
/// the initial value; setting it (in an action that never runs during a render, or in a test)
/// changes what the next render of the same view value shows.
@propertyWrapper
public struct State<Value> {
    private let box: Box

    /// The storage shared by copies of a view value, as SwiftUI keeps state outside the view.
    private final class Box {
        private let lock = NSLock()
        private var stored: Value

        init(_ value: Value) { stored = value }

        var value: Value {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
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

/// State's storage is guarded by a lock, so views holding it may be made on any thread.
extension State: @unchecked Sendable where Value: Sendable {}
