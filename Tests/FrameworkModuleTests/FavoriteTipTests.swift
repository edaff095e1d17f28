import SwiftUI
import Testing
import TipKit

/// Tips as iOS apps write them: `import TipKit`, a `@Parameter`, an event, `#Rule`s, actions.
struct FavoriteTip: Tip {
    @Parameter static var hasLandmarks: Bool = false
    @Parameter(.transient) static var lastSeen: String?
    static let didOpenLandmark = Event(id: "didOpenLandmark")

    var title: Text { Text("Save as a Favorite") }
    var message: Text? { Text("Your favorites appear first.") }
    var image: Image? { Image(systemName: "star") }
    var actions: [Action] { [Action(id: "learn", title: "Learn more")] }
    var options: [any TipOption] { [MaxDisplayCount(3), IgnoresDisplayFrequency(true)] }
    var rules: [Rule] {
        [
            #Rule(Self.$hasLandmarks) { $0 == true },
            #Rule(Self.didOpenLandmark) { $0.donations.donatedWithin(.week).count >= 2 },
        ]
    }
}

/// A tip with only a title, shown with its arrow under it.
struct ShortTip: Tip {
    var title: Text { Text("Tap to pin") }
}

/// A list screen with an inline tip above its rows, as apps place one.
struct LandmarksView: View {
    let tip = FavoriteTip()

    var body: some View {
        VStack(spacing: 16) {
            TipView(tip, arrowEdge: .bottom) { action in
                if action.id == "learn" { tip.invalidate(reason: .actionPerformed) }
            }
            Text("Landmarks").popoverTip(ShortTip())
        }
        .padding(20)
        .frame(width: 390, alignment: .top)
    }
}

/// The tips' store is the process's, so these tests run one at a time, each from an empty store.
@MainActor @Suite(.serialized) struct FavoriteTipTests {
    init() throws { try Tips.resetDatastore() }

    private func texts(_ view: some View) -> [String] {
        ImageRenderer(content: view).layout.allViews.compactMap(\.text)
    }

    @Test func noTipShowsUntilTipKitIsConfigured() throws {
        Tips.showAllTipsForTesting()
        #expect(texts(LandmarksView()) == ["Landmarks"])
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(texts(LandmarksView()).contains("Save as a Favorite"))
        #expect(throws: Tips.TipKitError.tipsDatastoreAlreadyConfigured) { try Tips.configure() }
    }

    @Test func rulesDecideOnParametersAndEvents() async throws {
        try Tips.configure()
        let tip = FavoriteTip()
        #expect(!tip.shouldDisplay && tip.status == .pending)
        FavoriteTip.hasLandmarks = true
        #expect(FavoriteTip.hasLandmarks && FavoriteTip.lastSeen == nil)
        await FavoriteTip.didOpenLandmark.donate()
        #expect(!tip.shouldDisplay, "one donation of the two the rule needs")
        FavoriteTip.didOpenLandmark.sendDonation()
        #expect(tip.shouldDisplay && tip.status == .available)
        #expect(texts(LandmarksView()) == ["Save as a Favorite", "Your favorites appear first.", "Learn more", "Landmarks"])
        tip.invalidate(reason: .tipClosed)
        #expect(tip.status == .invalidated(.tipClosed) && texts(LandmarksView()) == ["Landmarks"])
    }

    @Test func testingSwitchesOverrideRules() throws {
        try Tips.configure()
        Tips.showTipsForTesting([FavoriteTip.self])
        #expect(FavoriteTip().shouldDisplay, "shown for testing although its rules do not hold")
        #expect(ShortTip().shouldDisplay, "a tip without rules shows once TipKit is configured")
        Tips.hideTipsForTesting([FavoriteTip.self])
        #expect(!FavoriteTip().shouldDisplay)
        #expect(!AnyTip(FavoriteTip()).shouldDisplay, "an erased tip is judged by its own type")
        Tips.hideAllTipsForTesting()
        #expect(!ShortTip().shouldDisplay)
        #expect(texts(TipView(nil as (any Tip)?)).isEmpty)
    }

    @Test func theBoxIsTheSecondaryBackgroundWithAnArrowBelow() throws {
        try Tips.configure()
        Tips.showAllTipsForTesting()
        let renderer = ImageRenderer(content: TipView(ShortTip(), arrowEdge: .bottom).frame(width: 300))
        let canvas = try renderer.canvas
        let title = try #require(renderer.layout.first(text: "Tap to pin"))
        // 16-point insets, the arrow's 10 points below the box.
        #expect(title.frame.minX == 16 && title.frame.minY == 16, "\(title.frame)")
        #expect(canvas.height == Int(title.frame.maxY + 16 + 10), "\(canvas.height)")
        let background = canvas.pixel(x: 8, y: 30)
        #expect([background.red, background.green, background.blue] == [242, 242, 247], "\(background)")
        // The arrow: filled under the box's middle, empty under its sides.
        #expect(canvas.pixel(x: 150, y: canvas.height - 4).alpha == 255)
        #expect(canvas.pixel(x: 120, y: canvas.height - 4).alpha == 0)
        let closeMark = try #require(renderer.layout.allViews.last { $0.name == "Image" })
        #expect(abs(closeMark.frame.maxX - 284) < 0.5, "\(closeMark.frame)")
    }

    @Test func modifiersRestyleTheBox() throws {
        try Tips.configure()
        Tips.showAllTipsForTesting()
        let canvas = try ImageRenderer(content: TipView(ShortTip()).tipBackground(Color.red).tipCornerRadius(0).frame(width: 200)).canvas
        let corner = canvas.pixel(x: 0, y: 0)
        #expect([corner.red, corner.green, corner.blue, corner.alpha] == [255, 56, 60, 255], "\(corner)")
    }
}

