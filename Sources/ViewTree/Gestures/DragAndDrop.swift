import Foundation

nonisolated extension View {
    /// Lets the view be dragged with `payload`, on a device.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { unchangedInRender() }

    /// Lets the view be dragged with `payload`, showing `preview` under the finger, on a device.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                     @ViewBuilder preview: () -> V) -> some View {
        unchangedInRender()
    }

    /// Lets values of `T` be dropped on the view, on a device.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                 action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        unchangedInRender()
    }

    /// Lets the view be dragged with the item provider `data` makes, on a device.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { unchangedInRender() }

    /// Lets the view be dragged with the item provider `data` makes, showing `preview`, on a device.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        unchangedInRender()
    }

    /// Lets items of `supportedContentTypes` be dropped on the view, `action` getting their
    /// providers, on a device; `isTargeted` is true while a drag hovers.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        unchangedInRender()
    }

    /// Lets items of `supportedContentTypes` be dropped on the view, `action` getting their
    /// providers and where they were dropped, on a device.
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool) -> some View {
        unchangedInRender()
    }

    /// Lets items of `supportedContentTypes` be dropped on the view, `delegate` deciding, on a device.
    public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View { unchangedInRender() }

    /// Lets items of the types `supportedTypes` identifies be dropped on the view (iOS 13's form).
    public func onDrop(of supportedTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping (_ providers: [NSItemProvider]) -> Bool) -> some View {
        unchangedInRender()
    }

    /// Lets items of the types `supportedTypes` identifies be dropped on the view, `delegate`
    /// deciding (iOS 13's form).
    public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View { unchangedInRender() }

    /// The item provider a drag or a copy of the view offers, on a device.
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { unchangedInRender() }

    /// Whether the view activates when a drag hovers over it, on a device.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { unchangedInRender() }
}

/// Decides what a drop on a view does, as SwiftUI's `DropDelegate`: a render drops nothing, so
/// none of its methods is called.
@MainActor @preconcurrency public protocol DropDelegate {
    /// Whether a drop with `info` is accepted (true by default).
    func validateDrop(info: DropInfo) -> Bool
    /// Handles the drop; true when it was taken.
    func performDrop(info: DropInfo) -> Bool
    /// A drag entered the view.
    func dropEntered(info: DropInfo)
    /// A drag moved inside the view; the operation a drop would perform (`nil`, the default:
    /// copy).
    func dropUpdated(info: DropInfo) -> DropProposal?
    /// A drag left the view.
    func dropExited(info: DropInfo)
}

extension DropDelegate {
    /// Accepts every drop.
    public func validateDrop(info: DropInfo) -> Bool { true }
    /// Does nothing.
    public func dropEntered(info: DropInfo) {}
    /// Proposes the default operation.
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    /// Does nothing.
    public func dropExited(info: DropInfo) {}
}

/// What a drop carries and where it is, for a `DropDelegate`.
public struct DropInfo: Sendable {
    /// Where the drag is, in the view's coordinates.
    public let location: CGPoint
    private let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        self.location = location
        self.providers = providers
    }

    /// Whether an item conforms to one of `contentTypes`.
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
        !itemProviders(for: contentTypes).isEmpty
    }

    /// The items that conform to one of `contentTypes`.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in contentTypes.contains { provider.hasItemConformingToTypeIdentifier($0.identifier) } }
    }

    /// Whether an item conforms to one of the types `types` identifies (iOS 13's form).
    public func hasItemsConforming(to types: [String]) -> Bool {
        hasItemsConforming(to: types.compactMap { UTType($0) })
    }

    /// The items that conform to one of the types `types` identifies (iOS 13's form).
    public func itemProviders(for types: [String]) -> [NSItemProvider] {
        itemProviders(for: types.compactMap { UTType($0) })
    }
}

/// The operation a drop would perform, which a `DropDelegate` proposes while a drag moves.
public struct DropProposal: Sendable {
    /// The operation.
    public let operation: DropOperation

    /// A proposal of `operation`.
    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// What a drop does with its items.
public enum DropOperation: Sendable {
    /// Nothing: the drop is cancelled.
    case cancel
    /// Nothing: the drop is not allowed here.
    case forbidden
    /// The items are copied.
    case copy
    /// The items are moved.
    case move
}

/// Whether a view activates when a drag hovers over it.
public struct SpringLoadingBehavior: Hashable, Sendable {
    private let rawValue: Int
    /// As the view decides.
    public static let automatic = SpringLoadingBehavior(rawValue: 0)
    /// The view activates.
    public static let enabled = SpringLoadingBehavior(rawValue: 1)
    /// The view does not activate.
    public static let disabled = SpringLoadingBehavior(rawValue: 2)
}
