import ViewTree

/// A part of a chart, as Swift Charts' `ChartContent`: marks, and content made of marks through
/// `body` (a `ForEach`, a group of marks, an app's own chart content).
@MainActor @preconcurrency
public protocol ChartContent {
    /// The type of content this content is made of.
    associatedtype Body: ChartContent

    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

/// What content built into the module answers when asked for its body (`return` keeps the
/// builders of `body` from applying).
func noBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is built into Charts and has no body")
}

/// Chart content built into the module: it lists its marks itself instead of having a body.
protocol PrimitiveChartContent {
    /// The marks this content stands for, in drawing order.
    @MainActor func chartMarks() -> [ChartMark]
}

extension ChartContent {
    /// The marks of this content: its own when it is primitive, else its body's.
    func resolvedMarks() -> [ChartMark] {
        if let primitive = self as? any PrimitiveChartContent { return primitive.chartMarks() }
        return body.resolvedMarks()
    }
}

/// Chart content of any type, as Swift Charts' `AnyChartContent`.
nonisolated public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    private let base: any ChartContent

    /// `content`, type-erased.
    public init<C: ChartContent>(_ content: C) {
        base = content
    }

    /// Content of `marks`.
    init(marks: [ChartMark]) {
        base = ChartMarkList(marks: marks)
    }

    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }

    @MainActor func chartMarks() -> [ChartMark] { base.resolvedMarks() }
}

/// Marks already listed, which the builder gathers.
nonisolated struct ChartMarkList: ChartContent, PrimitiveChartContent {
    let marks: [ChartMark]

    var body: Never { return noBody(Self.self) }

    func chartMarks() -> [ChartMark] { marks }
}

/// Content whose marks `transform` changes, made by chart content modifiers.
nonisolated struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let transform: (inout ChartMark) -> Void

    var body: Never { return noBody(Self.self) }

    @MainActor func chartMarks() -> [ChartMark] {
        content.resolvedMarks().map { mark in
            var mark = mark
            transform(&mark)
            return mark
        }
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    /// Built into Charts: no body.
    public var body: Never { return noBody(Self.self) }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    @MainActor func chartMarks() -> [ChartMark] {
        data.flatMap { content($0).resolvedMarks() }
    }
}

extension ForEach where Content: ChartContent {
    /// Content for each element of `data`, identified by the element's `id` key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, ID == Data.Element.ID, Data.Element: Identifiable {
    /// Content for each element of a collection of identifiable elements.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}
