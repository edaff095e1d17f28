import Foundation
import Testing
import ViewTree

/// Layout warnings: truncated text, views sticking out of their container, the screen or the
/// safe area, and the views that do so by design and are left alone.
@MainActor @Suite struct LayoutWarningTests {
    /// The warnings of `view` as the root view of `device`'s screen, laid out at @1x.
    func warnings<V: View>(_ view: V, on device: ViewTreeDevice) -> [ViewTreeLayoutWarning] {
        let renderer = ImageRenderer(content: view)
        renderer.window = device.window
        return renderer.layoutWarnings
    }

    /// The warnings of `view` alone at its ideal size.
    func warnings<V: View>(_ view: V) -> [ViewTreeLayoutWarning] {
        ImageRenderer(content: view).layoutWarnings
    }

    /// 350 points of fixed-width content: wider than an iPhone SE, narrower than a 13 Pro Max.
    var wideRow: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 200, height: 40)
            Color.blue.frame(width: 150, height: 40)
        }
    }

    @Test func aRowWiderThanTheScreenIsCaughtOnTheSmallDeviceOnly() {
        let small = warnings(wideRow, on: .iPhoneSe)
        #expect(small.count == 1)
        let warning = small.first
        #expect(warning?.kind == .overflowsScreen)
        #expect(warning?.path == ["window", "HStack"])
        // Centred in the 320-point screen: 15 points out on each side.
        #expect(warning?.frame == CGRect(x: -15, y: 274, width: 350, height: 40))
        #expect(warning?.overflow == EdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 15))
        #expect(warning?.message == "HStack reaches past the screen by 15 pt on the left and 15 pt on the right.")
        #expect(warnings(wideRow, on: .iPhone13ProMax).isEmpty)
        #expect(warnings(wideRow, on: .iPhoneSe(.landscape)).isEmpty)
    }

    @Test func truncatedTextNamesItsLineLimitOrItsHeight() {
        let limited = warnings(Text("A title far too long for its frame").lineLimit(1).frame(width: 80))
        #expect(limited.map(\.kind) == [.truncatedText])
        #expect(limited.first?.text == "A title far too long for its frame")
        #expect(limited.first?.message.hasSuffix("is truncated to 1 line by its line limit of 1.") == true)
        let short = warnings(Text("A title far too long for its frame").frame(width: 80, height: 30))
        #expect(short.map(\.kind) == [.truncatedText])
        #expect(short.first?.message.hasSuffix("by the height it was given.") == true)
        #expect(warnings(Text("Fits").lineLimit(1)).isEmpty)
        #expect(warnings(Text("Wraps onto as many lines as it needs").frame(width: 80)).isEmpty)
    }

    @Test func aFrameTooSmallForItsContentIsAnOverflowOfItsContainer() {
        let found = warnings(Color.red.frame(width: 120, height: 10).frame(width: 100, height: 10))
        #expect(found.count == 1)
        #expect(found.first?.kind == .overflowsContainer)
        #expect(found.first?.path == ["frame", "frame"])
        #expect(found.first?.overflow == EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        #expect(found.first?.message == "frame overflows its container (frame) by 10 pt on the left and 10 pt on the right.")
    }

    @Test func contentTallerThanTheSafeAreaIsPushedIntoTheMargins() {
        // 901 points centred in the 845-point safe area (47...892) of a 926-point screen: 28
        // under the status bar and 28 over the home indicator, still on the screen.
        let found = warnings(VStack(spacing: 0) { Text("Top"); Color.gray.frame(height: 870) }.frame(height: 901),
                             on: .iPhone13ProMax)
        #expect(found.count == 1)
        #expect(found.first?.kind == .unsafeArea)
        #expect(found.first?.text == "Top")
        #expect(found.first?.frame == CGRect(x: 0, y: 19, width: 428, height: 901))
        #expect(found.first?.overflow == EdgeInsets(top: 28, leading: 0, bottom: 28, trailing: 0))
        #expect(found.first?.message == "frame \"Top\" is pushed into the unsafe area by 28 pt at the top and 28 pt at the bottom.")
    }

    @Test func onlyTheOutermostViewOutsideTheScreenIsReported() {
        let found = warnings(VStack { wideRow; wideRow; Text("Caption").frame(width: 340) }, on: .iPhoneSe)
        #expect(found.map(\.path) == [["window", "VStack"]])
    }

    @Test func viewsThatOverflowByDesignAreLeftAlone() {
        let photo = Image(color: .orange, width: 300, height: 100)
        let designed = ZStack {
            Color.blue.ignoresSafeArea()
            VStack {
                photo.resizable().scaledToFill().frame(width: 100, height: 100).clipped()
                Circle().frame(width: 20, height: 20)
                    .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 30, height: 30) }
                Text("Moved").offset(x: 400)
                Text("Hidden text cut short").lineLimit(1).frame(width: 40).hidden()
                Color.green.frame(width: 10, height: 10).position(x: -50, y: 5)
                Text("Pulled up").padding(.top, -30)
            }
        }
        #expect(warnings(designed, on: .iPhoneSe).isEmpty)
    }
}
