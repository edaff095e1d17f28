import Foundation
import Testing
@testable import ViewTree

/// A draggable card as apps write it: gesture state, a namespace, matched geometry and a zoom
/// transition source.
private struct DraggableCard: View {
    @GestureState private var drag = CGSize.zero
    @GestureState private var isPressing = false
    @GestureState private var pinch: CGFloat?
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @Namespace private var namespace
    var decorated = true

    var body: some View {
        if decorated {
            card
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in scale = value.predictedEndTranslation.height })
                .simultaneousGesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .highPriorityGesture(LongPressGesture(minimumDuration: 1).updating($isPressing) { value, state, _ in
                    state = value
                })
                .gesture(RotateGesture().onChanged { angle = $0.rotation }, including: .gesture)
                .gesture(TapGesture(count: 2).onEnded { scale = 1 }.exclusively(before: TapGesture()), isEnabled: true)
                .gesture(LongPressGesture().sequenced(before: DragGesture()).map { _ in 1 }
                    .simultaneously(with: RotationGesture()).onEnded { _ in })
                .gesture(SpatialTapGesture(count: 1, coordinateSpace: .local).onEnded { scale = $0.location.x })
                .gesture(MagnificationGesture().onChanged { scale = $0 })
                .onTapGesture(count: 1, coordinateSpace: .global) { location in scale = location.y }
                .onLongPressGesture(minimumDuration: 0.2) { scale = 2 } onPressingChanged: { _ in }
                .onLongPressGesture { scale = 3 }
                .defersSystemGestures(on: .bottom)
                .matchedGeometryEffect(id: "card", in: namespace)
                .matchedGeometryEffect(id: 1, in: namespace, properties: .position, anchor: .top, isSource: false)
                .matchedTransitionSource(id: "card", in: namespace)
                .navigationTransition(.zoom(sourceID: "card", in: namespace))
                .navigationTransition(.automatic)
        } else {
            card
        }
    }

    private var card: some View {
        Text(isPressing ? "Pressing" : "Drag me \(pinch == nil ? "" : "pinched")")
            .padding()
            .background(Color.blue.opacity(drag == .zero ? 1 : 0.5))
            .scaleEffect(scale)
            .rotationEffect(angle)
            .offset(drag)
    }
}

/// A view that sizes its second label from the first's measured width, as apps do with
/// `onGeometryChange`, counting how often its action runs.
private struct MeasuredLabels: View {
    @State private var width: CGFloat = 0
    let calls: CallCount

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Measure me")
                .font(.system(size: 20))
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { new in
                    calls.count += 1
                    width = new
                }
            Color.red.frame(width: width, height: 4)
        }
        .fixedSize()
    }
}

/// How many times an action ran.
@MainActor private final class CallCount { var count = 0 }

@MainActor struct GestureAndGeometryChangeTests {
    /// Gestures and matched geometry compile as apps write them and leave layout and pixels as
    /// they are: no gesture is recognised in a still frame, so `@GestureState` keeps its value.
    @Test func gesturesAndMatchedGeometryLeaveTheViewAsItIs() throws {
        let decorated = ImageRenderer(content: DraggableCard())
        let plain = ImageRenderer(content: DraggableCard(decorated: false))
        #expect(decorated.layout.description == plain.layout.description)
        #expect(try decorated.canvas.bitmap.pixels == plain.canvas.bitmap.pixels)
        #expect(decorated.layout.allViews.contains { $0.text == "Drag me " })
    }

    @Test func namespacesAreDistinct() {
        #expect(Namespace().wrappedValue != Namespace().wrappedValue)
    }

    @Test func dragValueTranslationIsFromTheStart() {
        let value = DragGesture.Value(time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 30, y: 5),
                                      startLocation: CGPoint(x: 10, y: 15), velocity: .zero,
                                      predictedEndLocation: CGPoint(x: 50, y: 0))
        #expect(value.translation == CGSize(width: 20, height: -10))
        #expect(value.predictedEndTranslation == CGSize(width: 40, height: -15))
    }

    /// The action runs with the laid-out width once the render settles, the view is laid out
    /// again with the state it set, and the action does not run again for the same value.
    @Test func onGeometryChangeDeliversTheLaidOutValueOnce() throws {
        let calls = CallCount()
        let renderer = ImageRenderer(content: MeasuredLabels(calls: calls))
        let textWidth = try #require(renderer.layout.first(text: "Measure me")).frame.width
        #expect(renderer.layout.allViews.contains { $0.frame.height == 4 && $0.frame.width == 0 })
        renderer.settle()
        #expect(calls.count == 1)
        let bar = renderer.layout.allViews.first { $0.frame.height == 4 }
        #expect(bar?.frame.width == textWidth)
    }

    /// Without settling (a plain render), nothing is delivered, as with `onAppear`.
    @Test func onGeometryChangeWaitsForTheRenderToSettle() {
        let calls = CallCount()
        _ = ImageRenderer(content: MeasuredLabels(calls: calls)).layout
        #expect(calls.count == 0)
    }

    /// The two-value form gets the same value twice the first time.
    @Test func onGeometryChangeWithOldAndNewValues() {
        var pairs: [[CGFloat]] = []
        let renderer = ImageRenderer(content: Color.clear.frame(width: 30, height: 10)
            .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).width } action: { old, new in pairs.append([old, new]) })
        renderer.settle()
        #expect(pairs == [[30, 30]])
    }
}
