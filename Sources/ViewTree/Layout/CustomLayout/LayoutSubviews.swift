import Foundation

/// The subviews of a custom layout, in order, as SwiftUI's `LayoutSubviews` gives them.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A slice of the subviews is subviews too.
    public typealias SubSequence = LayoutSubviews
    /// A subview.
    public typealias Element = LayoutSubview
    /// A subview's position among them.
    public typealias Index = Int

    private let elements: ArraySlice<LayoutSubview>
    /// The direction the layout runs in; placement works from the leading edge either way.
    public let layoutDirection: LayoutDirection

    /// Subviews for `nodes`, whose placements go to `recorder`.
    init(nodes: [LayoutNode], direction: LayoutDirection, recorder: PlacementRecorder = PlacementRecorder()) {
        elements = ArraySlice(nodes.enumerated().map { LayoutSubview(node: $1, index: $0, recorder: recorder) })
        layoutDirection = direction
    }

    private init(elements: ArraySlice<LayoutSubview>, direction: LayoutDirection) {
        self.elements = elements
        layoutDirection = direction
    }

    /// The first subview's position.
    public var startIndex: Int { elements.startIndex }
    /// Past the last subview's position.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(elements: elements[bounds], direction: layoutDirection)
    }

    /// The frames `place` gives the subviews in `bounds` (relative to its origin), a subview it
    /// leaves unplaced centred at its ideal size.
    func placements(in bounds: CGRect, by place: (LayoutSubviews) -> Void) -> [(node: LayoutNode, frame: CGRect)] {
        let recorder = PlacementRecorder()
        place(LayoutSubviews(nodes: elements.map(\.node), direction: layoutDirection, recorder: recorder))
        return elements.enumerated().map { offset, subview in
            // Unplaced subviews are centred at their ideal size (*unverified*).
            let frame = recorder.frames[offset] ?? {
                let size = subview.node.sizeThatFits(.unspecified)
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            }()
            return (subview.node, frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY))
        }
    }
}

/// Where subviews were placed during one call of `placeSubviews`, by their position.
final class PlacementRecorder {
    var frames: [Int: CGRect] = [:]
}

/// One subview of a custom layout: it can be measured for proposals and placed.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    private let recorder: PlacementRecorder

    init(node: LayoutNode, index: Int, recorder: PlacementRecorder) {
        self.node = node
        self.index = index
        self.recorder = recorder
    }

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: node.sizeThatFits(proposal))
    }

    /// The subview's layout priority (`layoutPriority`).
    public var priority: Double { node.layoutPriority }

    /// The space the subview prefers around it.
    public var spacing: ViewSpacing { node.viewSpacing }

    /// The value the subview sets for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValue(for: ObjectIdentifier(key)) as? Key.Value ?? Key.defaultValue
    }

    /// Places the subview with its `anchor` point at `position` (in the coordinates of the
    /// bounds `placeSubviews` was given), sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        recorder.frames[index] = CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                                        width: size.width, height: size.height)
    }

    /// Subviews are equal when they are the same view.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

extension LayoutSubviews {
    /// Subviews are equal when they are the same views in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.elements.elementsEqual(rhs.elements)
    }
}
