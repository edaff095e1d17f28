import Foundation

/// Where a task that reads an entitlement is, as StoreKit's `EntitlementTaskState`.
public enum EntitlementTaskState<Value> {
    /// Still reading.
    case loading
    /// Reading failed.
    case failure(any Error)
    /// Read.
    case success(Value)

    /// The value, once read.
    public var value: Value? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The state with the value changed by `transform`; a thrown error becomes `.failure`.
    public func map<T>(_ transform: (Value) async throws -> T) async -> EntitlementTaskState<T> {
        switch self {
        case .loading: return .loading
        case .failure(let error): return .failure(error)
        case .success(let value):
            do { return .success(try await transform(value)) } catch { return .failure(error) }
        }
    }
}

extension EntitlementTaskState: @unchecked Sendable where Value: Sendable {}

extension Product {
    /// Where a task that loads a product is, as StoreKit's `Product.TaskState`.
    public enum TaskState: @unchecked Sendable {
        /// Still loading.
        case loading
        /// The App Store has no such product.
        case unavailable
        /// Loading failed.
        case failure(any Error)
        /// Loaded.
        case success(Product)

        /// The product, once loaded.
        public var product: Product? {
            if case .success(let product) = self { return product }
            return nil
        }
    }

    /// Where a task that loads products is, as StoreKit's `Product.CollectionTaskState`.
    public enum CollectionTaskState: @unchecked Sendable {
        /// Still loading.
        case loading
        /// Loading failed.
        case failure(any Error)
        /// Loaded: the products found, and the identifiers the App Store has no product for.
        case success([Product], unavailable: Set<Product.ID>)

        /// The products, once loaded.
        public var products: [Product]? {
            if case .success(let products, _) = self { return products }
            return nil
        }
    }
}
