import Foundation
import Raster
import Testing
@testable import ViewTree

/// GeometryReader, coordinate spaces and `position`.
@MainActor struct GeometryReaderTests {
    @Test func readerTakesTheProposalAndPlacesContentAtTopLeading() {
        let tree = layout(GeometryReader { proxy in Rectangle().frame(width: proxy.size.width / 2) },
                          proposal: ProposedViewSize(width: 200, height: 100))
        #expect(tree.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(tree.first(named: "frame")?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(tree.first(named: "Rectangle")?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        // Asked for its ideal size, a reader is 10 by 10, as in SwiftUI.
        #expect(layout(GeometryReader { _ in Color.red }).frame.size == CGSize(width: 10, height: 10))
    }

    @Test func contentBuiltFromTheSizeIsDrawn() throws {
        let canvas = try render(GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height)
        }, proposal: ProposedViewSize(width: 20, height: 10))
        #expect(canvas.width == 20 && canvas.height == 10)
        #expect(canvas.pixel(x: 2, y: 5) == Color.red.resolved(in: .light, os: .default).premultiplied)
        #expect(canvas.pixel(x: 15, y: 5).alpha == 0)
    }

    @Test func framesInLocalGlobalAndNamedSpaces() {
        let seen = Recorder<[CGRect]>()
        _ = layout(VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in
                let _ = seen.record([proxy.frame(in: .local), proxy.frame(in: .global), proxy.frame(in: .named("card")),
                                     proxy.frame(in: CoordinateSpace.named("card")), proxy.frame(in: .named("nowhere"))])
                Color.blue
            }
        }.coordinateSpace(name: "card").padding(10), proposal: ProposedViewSize(width: 200, height: 200))
        let global = CGRect(x: 10, y: 40, width: 180, height: 150)
        #expect(seen.values == [[CGRect(x: 0, y: 0, width: 180, height: 150), global,
                                 CGRect(x: 0, y: 30, width: 180, height: 150), CGRect(x: 0, y: 30, width: 180, height: 150),
                                 global]])
    }

    @Test func swiftUI5SpellingsOfCoordinateSpaces() {
        let seen = Recorder<CGRect?>()
        _ = layout(GeometryReader { proxy in
            let _ = seen.record(proxy.frame(in: GlobalCoordinateSpace()))
            let _ = seen.record(proxy.bounds(of: .named("outer")))
            Color.blue
        }.padding(5).coordinateSpace(.named("outer")), proposal: ProposedViewSize(width: 50, height: 50))
        #expect(seen.values == [CGRect(x: 5, y: 5, width: 40, height: 40), CGRect(x: -5, y: -5, width: 50, height: 50)])
    }

    @Test func safeAreaInsetsAreWhereTheReaderReachesTheMargins() {
        let seen = Recorder<EdgeInsets>()
        _ = windowLayout(GeometryReader { proxy in let _ = seen.record(proxy.safeAreaInsets); Color.clear })
        _ = windowLayout(GeometryReader { proxy in let _ = seen.record(proxy.safeAreaInsets); Color.clear }.ignoresSafeArea())
        #expect(seen.values == [EdgeInsets(), EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)])
    }

    @Test func contentLaysOutWithTheReadersSize() {
        let tree = layout(GeometryReader { proxy in
            HStack(spacing: 0) {
                Color.red.frame(width: proxy.size.width * 0.25)
                Color.blue
            }
        }, proposal: ProposedViewSize(width: 80, height: 20))
        #expect(frames(tree, named: "Color") == [CGRect(x: 0, y: 0, width: 20, height: 20),
                                                  CGRect(x: 20, y: 0, width: 60, height: 20)])
    }

    @Test func rightToLeftReadersPlaceContentAtTheRight() {
        let tree = layout(GeometryReader { proxy in Color.red.frame(width: 30, height: 10) }
            .environment(\.layoutDirection, .rightToLeft), proposal: ProposedViewSize(width: 100, height: 10))
        #expect(tree.first(named: "frame")?.frame.minX == 70)
    }

    @Test func positionCentresTheViewAtThePointAndTakesTheProposal() {
        let tree = layout(Color.blue.frame(width: 20, height: 20).position(x: 50, y: 30),
                          proposal: ProposedViewSize(width: 200, height: 100))
        #expect(tree.frame.size == CGSize(width: 200, height: 100))
        #expect(frames(tree, named: "Color") == [CGRect(x: 40, y: 20, width: 20, height: 20)])
        let point = layout(Color.blue.frame(width: 20, height: 20).position(CGPoint(x: 0, y: 0)),
                           proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames(point, named: "Color") == [CGRect(x: -10, y: -10, width: 20, height: 20)])
    }

    @Test func positionProposesWhatItWasProposed() throws {
        // Asked for its ideal size, `position` is 10 by 10 and its text keeps one line.
        let tree = layout(Text("Hello, world").position(x: 5, y: 5))
        #expect(tree.frame.size == CGSize(width: 10, height: 10))
        #expect(try #require(tree.first(text: "Hello, world")).frame.width == idealWidth("Hello, world"))
    }

    @Test func rightToLeftPositionsAreFromTheTrailingSide() {
        let tree = layout(Color.blue.frame(width: 20, height: 20).position(x: 50, y: 30)
            .environment(\.layoutDirection, .rightToLeft), proposal: ProposedViewSize(width: 200, height: 100))
        #expect(frames(tree, named: "Color") == [CGRect(x: 140, y: 20, width: 20, height: 20)])
    }
}

/// A view reading its environment inside a `GeometryReader`, whose content runs during layout.
private struct SchemeReporter: View {
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        GeometryReader { proxy in
            Text("\(colorScheme == .dark ? "dark" : "light") \(Int(proxy.size.width))")
        }
    }
}

@MainActor struct GeometryReaderEnvironmentTests {
    @Test func contentReadsTheEnvironmentOfTheViewThatMadeIt() {
        let texts = layout(SchemeReporter().frame(width: 120, height: 40).environment(\.colorScheme, .dark))
            .allViews.compactMap(\.text)
        #expect(texts == ["dark 120"])
    }
}
