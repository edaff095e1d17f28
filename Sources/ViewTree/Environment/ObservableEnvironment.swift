extension Environment {
    /// Reads the `@Observable` object of type `objectType` an ancestor put in the environment with
    /// `environment(_:)`. Reading it when none did stops the program with SwiftUI's message.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment.objects.object(of: objectType) else {
                fatalError(EnvironmentObjects.missingMessage(for: objectType, modifier: "environment(_:)",
                                                             kind: "Observable object"))
            }
            return object
        })
    }

    /// Reads the `@Observable` object of type `objectType` from the environment, or `nil` when no
    /// ancestor put one there.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.objects.object(of: objectType) })
    }
}

nonisolated extension View {
    /// Puts the `@Observable` `object` in the environment of this view, for
    /// `@Environment(Model.self)` to read by its type (`nil` removes it).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment { $0.objects.set(object) }
    }
}
