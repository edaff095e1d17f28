import Foundation

/// A value kept in user defaults, as SwiftUI's `@AppStorage`. A render must not depend on the
/// machine it runs on, so ViewTree reads no defaults of its own: the value comes from the `store`
/// given here or set with `defaultAppStorage(_:)` (a suite a test fills), and otherwise it is the
/// default value, as on a freshly installed app.
@propertyWrapper
public struct AppStorage<Value>: @unchecked Sendable {
    // Unchecked: the closures capture only the key and the default; the local value is locked.
    private let key: String
    private let store: UserDefaults?
    private let read: (UserDefaults) -> Value?
    private let write: (UserDefaults, Value) -> Void
    /// The value when no store is in reach, kept as `@State` keeps its value.
    private let local: State<Value>

    private init(default value: Value, key: String, store: UserDefaults?, read: @escaping (UserDefaults) -> Value?,
                 write: @escaping (UserDefaults, Value) -> Void) {
        self.key = key
        self.store = store
        self.read = read
        self.write = write
        local = State(wrappedValue: value)
    }

    /// The store this value is read from: the one given, or the environment's.
    private var defaults: UserDefaults? { store ?? EnvironmentValues.current.defaultAppStorage }

    /// The stored value, or the default when the store holds none.
    public var wrappedValue: Value {
        get { defaults.flatMap(read) ?? local.wrappedValue }
        nonmutating set {
            if let defaults { write(defaults, newValue) } else { local.wrappedValue = newValue }
        }
    }

    /// A binding to the stored value (`$value`).
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage where Value: _AppStorageValue {
    /// A value stored under `key`, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { Value._appStorageRead(key, from: $0) }, write: { $1._appStorageWrite(key, to: $0) })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue: _AppStorageValue {
    /// An enumeration stored under `key` by its raw value, `wrappedValue` until one is stored.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(default: wrappedValue, key: key, store: store,
                  read: { Value.RawValue._appStorageRead(key, from: $0).flatMap(Value.init(rawValue:)) },
                  write: { $1.rawValue._appStorageWrite(key, to: $0) })
    }
}

extension AppStorage {
    /// An optional value stored under `key`, `nil` until one is stored.
    public init<Wrapped: _AppStorageValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(default: nil, key: key, store: store, read: { Wrapped._appStorageRead(key, from: $0).map(Optional.some) },
                  write: { defaults, value in
                      if let value { value._appStorageWrite(key, to: defaults) } else { defaults.removeObject(forKey: key) }
                  })
    }
}

/// The kinds of value `@AppStorage` keeps, as SwiftUI's overloads allow: `Bool`, `Int`,
/// `Double`, `String`, `URL`, `Data` and `Date`.
public protocol _AppStorageValue {
    /// The value stored under `key`, if one of this type is.
    static func _appStorageRead(_ key: String, from defaults: UserDefaults) -> Self?
    /// Stores the value under `key`.
    func _appStorageWrite(_ key: String, to defaults: UserDefaults)
}

extension _AppStorageValue {
    public static func _appStorageRead(_ key: String, from defaults: UserDefaults) -> Self? { defaults.object(forKey: key) as? Self }
    public func _appStorageWrite(_ key: String, to defaults: UserDefaults) { defaults.set(self, forKey: key) }
}

extension Bool: _AppStorageValue {}
extension Int: _AppStorageValue {}
extension Double: _AppStorageValue {}
extension String: _AppStorageValue {}
extension Data: _AppStorageValue {}
extension Date: _AppStorageValue {}

extension URL: _AppStorageValue {
    public static func _appStorageRead(_ key: String, from defaults: UserDefaults) -> URL? { defaults.url(forKey: key) }
    public func _appStorageWrite(_ key: String, to defaults: UserDefaults) { defaults.set(self, forKey: key) }
}

/// A value kept with the scene, as SwiftUI's `@SceneStorage`: a render is a fresh scene, so it
/// is the default value.
@propertyWrapper
public struct SceneStorage<Value> {
    private let local: State<Value>

    /// A value restored under `key` on a device; `wrappedValue` in a render.
    public init(wrappedValue: Value, _ key: String) {
        local = State(wrappedValue: wrappedValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { local.wrappedValue }
        nonmutating set { local.wrappedValue = newValue }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> { local.projectedValue }
}

extension SceneStorage {
    /// An optional value, `nil` in a render.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.init(wrappedValue: nil, key)
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The user defaults `@AppStorage` reads when it names no store (none by default).
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The user defaults `@AppStorage` inside this view reads when it names no store.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        transformEnvironment { $0.defaultAppStorage = store }
    }
}
