import Foundation

/// The views of a lazy container's content, made one element at a time: each `ForEach` element
/// (or each other view of the content) is one element, resolved only when layout reaches it.
struct LazyRows {
    /// How many elements there are.
    let count: Int
    /// The nodes of element `index`.
    let resolve: (Int) -> [LayoutNode]

    /// One element after another of `parts`.
    static func concatenating(_ parts: [LazyRows]) -> LazyRows {
        var starts: [Int] = []
        var total = 0
        for part in parts {
            starts.append(total)
            total += part.count
        }
        return LazyRows(count: total) { index in
            // The last part starting at or before `index` (parts are few: a block's views).
            var part = 0
            while part + 1 < starts.count, starts[part + 1] <= index { part += 1 }
            return parts[part].resolve(index - starts[part])
        }
    }
}

/// A view whose content can be made element by element: `ForEach`, blocks of views, groups,
/// branches and type-erased views around them.
protocol LazyRowSource {
    /// The content as elements, in `environment` (whose identity already includes this view).
    func makeLazyRows(in environment: EnvironmentValues) -> LazyRows
}

nonisolated extension View {
    /// This view's content as lazily made elements, when it is a view that can be; the same
    /// identities as resolving it at once.
    func lazyRows(in environment: EnvironmentValues) -> LazyRows? {
        guard let source = self as? any LazyRowSource else { return nil }
        var environment = environment
        environment.identity = environment.identity.appending(ObjectIdentifier(Self.self))
        return source.makeLazyRows(in: environment)
    }

    /// This view's content as elements: lazily made where it can be, else as one element.
    func lazyRowsOrSingle(in environment: EnvironmentValues) -> LazyRows {
        lazyRows(in: environment) ?? LazyRows(count: 1) { _ in self.resolveNodes(in: environment) }
    }
}

extension ForEach: LazyRowSource where Content: View {
    func makeLazyRows(in environment: EnvironmentValues) -> LazyRows {
        let data = data, content = content, id = id
        return LazyRows(count: data.count) { index in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            var inner = environment
            inner.identity = environment.identity.appending(AnyHashable(element[keyPath: id]))
            return content(element).resolveNodes(in: inner)
        }
    }
}

extension TupleView: LazyRowSource {
    func makeLazyRows(in environment: EnvironmentValues) -> LazyRows {
        .concatenating(children.enumerated().map { index, child in
            var environment = environment
            environment.identity = environment.identity.appending(index)
            return child.lazyRowsOrSingle(in: environment)
        })
    }
}

extension Group: LazyRowSource {
    func makeLazyRows(in environment: EnvironmentValues) -> LazyRows { content.lazyRowsOrSingle(in: environment) }
}

extension _ConditionalContent: LazyRowSource {
    func makeLazyRows(in environment: EnvironmentValues) -> LazyRows {
        var environment = environment
        switch storage {
        case .trueContent(let view):
            environment.identity = environment.identity.appending(true)
            return view.lazyRowsOrSingle(in: environment)
        case .falseContent(let view):
            environment.identity = environment.identity.appending(false)
            return view.lazyRowsOrSingle(in: environment)
        }
    }
}

extension AnyView: LazyRowSource {
    func makeLazyRows(in environment: EnvironmentValues) -> LazyRows { lazyRowsOfView(environment) }
}

/// Where a scroll view tells the lazy containers in its content whether it shows a bounded
/// part of them along an axis (a screen) or all of them (a scroll view offered no length, as
/// `.sizeThatFits` offers, shows everything, so everything is made).
final class ScrollLengthHint: @unchecked Sendable {
    // Unchecked: set and read during one layout pass, on the main actor.
    /// The length the scroll view was last offered along its axis; `nil` when unbounded.
    var length: CGFloat?
}

private struct ScrollLengthHintsKey: EnvironmentKey { static let defaultValue: [Axis: ScrollLengthHint] = [:] }

extension EnvironmentValues {
    /// The hints of the nearest scroll view along each axis.
    var scrollLengthHints: [Axis: ScrollLengthHint] {
        get { self[ScrollLengthHintsKey.self] }
        set { self[ScrollLengthHintsKey.self] = newValue }
    }
}
