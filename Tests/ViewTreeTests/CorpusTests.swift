import Foundation
import Testing
import ViewTree
import Raster

/// The corpus in `Corpus/`: view files written as SwiftUI app code is, compiled against
/// `import ViewTree` unchanged (several use `UUID` and `CGFloat` with no `import Foundation`, as
/// SwiftUI files may). Each is laid out at a phone's width or as a phone screen's root view (an
/// iPhone 13: 390x844, 47 on top, 34 at the bottom) at @2x, and checked against frames worked
/// out by SwiftUI's layout rules and pixels at worked-out places. Text sizes come from the font
/// (the text's own frame); what is checked is where SwiftUI's rules put everything around it.
@MainActor struct CorpusTests {
    static let iPhone13 = ViewTreeWindow(size: CGSize(width: 390, height: 844),
                                        safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))

    /// The frame of the text showing `text`.
    private func textFrame(_ tree: ViewTreeLayout, _ text: String) throws -> CGRect {
        try #require(tree.first(text: text)).frame
    }

    /// The pixel at the point (`x`, `y`) of a canvas rendered at @2x.
    private func pixel(_ canvas: RasterCanvas, _ x: CGFloat, _ y: CGFloat) -> RGBA8 {
        canvas.pixel(x: Int((x * 2).rounded(.down)), y: Int((y * 2).rounded(.down)))
    }

    /// Whether `pixel` is the opaque colour (`red`, `green`, `blue`) within `tolerance` per channel.
    private func isColor(_ pixel: RGBA8, _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 2) -> Bool {
        pixel.alpha == 255 && abs(Int(pixel.red) - red) <= tolerance && abs(Int(pixel.green) - green) <= tolerance
            && abs(Int(pixel.blue) - blue) <= tolerance
    }

    /// `view` rendered at @2x as an iPhone 13's root view.
    private func screen<V: View>(_ view: V) -> ImageRenderer<V> {
        let renderer = ImageRenderer(content: view)
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.window = Self.iPhone13
        renderer.scale = 2
        return renderer
    }

    // MARK: ProductCard

    @Test func productCardPlacesArtworkBadgesAndDetails() throws {
        let tree = layout(ProductCard(product: .sample).frame(width: 180), scale: 2)
        #expect(tree.first(named: "LinearGradient")?.frame == CGRect(x: 0, y: 0, width: 180, height: 140))
        // SALE: 8 in from the top-leading corner, text padded 8 by 4 in its capsule.
        let sale = try textFrame(tree, "SALE")
        #expect(tree.first(named: "Capsule")?.frame == CGRect(x: 8, y: 8, width: sale.width + 16, height: sale.height + 8))
        #expect(sale.origin == CGPoint(x: 16, y: 12))
        // The heart symbol (body size) padded 8, in the top-trailing corner.
        let heart = try #require(tree.first(named: "Image")).frame
        #expect(heart.size == (try symbolSize("heart", displayScale: 2)) && heart.maxX == 172 && heart.minY == 8)
        // Details: padded 12 below the 140-point artwork, 4 apart.
        let brand = try textFrame(tree, "NORTHWIND"), name = try textFrame(tree, "Trail Runner 2")
        #expect(brand.origin == CGPoint(x: 12, y: 152))
        #expect(name.minY == brand.maxY + 4)
        // Colour dots 12 wide, 4 apart; the rating pushed to the trailing padding.
        let dots = Set(frames(tree, named: "Circle").map(\.minX)).sorted()
        #expect(dots == [12, 28, 44])
        #expect(try textFrame(tree, "4.5 (1284)").maxX == 168)
        let details = try #require(tree.allViews.first { $0.name == "VStack" && $0.frame.minX == 12 })
        #expect(tree.frame.height == 140 + 12 + details.frame.height + 12)
    }

    @Test func productCardIsClippedAndCastsItsShadow() throws {
        let card = ProductCard(product: .sample).frame(width: 180).padding(20).background(Color(white: 0.95))
        let renderer = ImageRenderer(content: card)
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.scale = 2
        let canvas = try renderer.canvas
        let height = try #require(renderer.layout.first(named: "shadow")).frame.height
        // Orange at the artwork's top-leading end: t = (4 x 180 + 40 x 140) / (180² + 140²) = 0.12
        // of the way to pink.
        let nearStart = pixel(canvas, 20 + 4, 20 + 40)
        #expect(isColor(nearStart, 255, 137, 10, tolerance: 8))
        // Pink (255, 45, 85) at the bottom-trailing end.
        #expect(isColor(pixel(canvas, 20 + 179, 20 + 139), 255, 45, 85, tolerance: 8))
        // The rounded corner is clipped away: the page shows through.
        #expect(pixel(canvas, 20.2, 20.2).green > 200)
        // A soft shadow 4 below: darker than the page just under the card, gone 15 further down.
        #expect(pixel(canvas, 110, 20 + height + 3).green < 236)
        #expect(pixel(canvas, 110, 20 + height + 19).green >= 240)
    }

    @Test func productCardFormatsDecimalPricesInTheEnvironmentsLocale() throws {
        let tree = layout(ProductCard(product: .sample).frame(width: 180))
        #expect(tree.first(text: "$89.99") != nil)
    }

    // MARK: SettingsRow

    @Test func settingsScreenGroupsRowsUnderALargeTitle() throws {
        let tree = screen(SettingsScreen()).layout
        // The grouped background fills the whole screen, under the status bar.
        #expect(tree.first(named: "Color")?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = try textFrame(tree, "Settings")
        #expect(title.origin == CGPoint(x: 16, y: 47 + 8))
        // Three 44-point rows and two half-point (one pixel) dividers, 8 below the title.
        let group = try #require(tree.first(named: "clipShape")).frame
        #expect(group == CGRect(x: 16, y: title.maxY + 8, width: 358, height: 3 * 44 + 2 * 0.5))
        #expect(frames(tree, named: "Divider") == [
            CGRect(x: 73, y: group.minY + 44, width: 301, height: 0.5),
            CGRect(x: 73, y: group.minY + 88.5, width: 301, height: 0.5),
        ])
        // Icon squares 29 wide, 16 in, centred in their rows; chevrons at the trailing padding.
        let icons = frames(tree, named: "Rectangle").filter { $0.width == 29 }
        #expect(icons.map(\.origin) == [0, 44.5, 89].map { CGPoint(x: 32, y: group.minY + $0 + 7.5) })
        let chevron = try symbolSize("chevron.right", pointSize: 13, weight: .semibold, displayScale: 2)
        #expect(frames(tree, named: "Image").filter { $0.size == chevron }.map(\.maxX) == [358, 358, 358])
        #expect(try textFrame(tree, "Home").maxX == 358 - chevron.width - 12)
    }

    @Test func settingsScreenPaints() throws {
        let renderer = screen(SettingsScreen())
        let canvas = try renderer.canvas
        let group = try #require(renderer.layout.first(named: "clipShape")).frame
        // systemGroupedBackground under the status bar, white rows, an orange icon square.
        #expect(isColor(pixel(canvas, 10, 10), 242, 242, 247, tolerance: 0))
        #expect(isColor(pixel(canvas, 370, group.minY + 4), 255, 255, 255, tolerance: 0))
        #expect(isColor(pixel(canvas, 34, group.minY + 22), 255, 149, 0, tolerance: 0))
        // The group's corner is rounded off.
        #expect(isColor(pixel(canvas, 16.2, group.minY + 0.2), 242, 242, 247, tolerance: 3))
    }

    // MARK: ProfileHeader

    private var profile: ProfileViewModel {
        ProfileViewModel(displayName: "Ada Lovelace", username: "ada", followers: 12840, following: 210,
                         posts: 342, isVerified: true)
    }

    @Test func profileHeaderCentresTheAvatarAndSplitsTheStats() throws {
        let tree = layout(ProfileHeader(model: profile).frame(width: 390), scale: 2)
        #expect(tree.first(named: "Circle")?.frame == CGRect(x: 147, y: 24, width: 96, height: 96))
        let initials = try textFrame(tree, "AL")
        #expect(initials.midX == 195 && initials.midY == 72)
        #expect(try abs(textFrame(tree, "@ada").midX - 195) <= 0.25)
        #expect(tree.first(text: "12,840") != nil)
        // The dividers are vertical in the stats row: a pixel wide, 32 tall.
        let dividers = frames(tree, named: "Divider")
        #expect(dividers.count == 2 && dividers.allSatisfy { $0.width == 0.5 && $0.height == 32 })
        // Three equal columns share the rest of the 342-point row.
        let columns = tree.allViews.filter { $0.name == "frame" && $0.children.first?.name == "VStack" }.map(\.frame)
        #expect(columns.count == 3)
        #expect(columns.allSatisfy { abs($0.width - (342 - 1) / 3) <= 0.5 })
        #expect(columns.first?.minX == 24 && columns.last?.maxX == 366)
    }

    @Test func profileHeaderAvatarHasAGradientARingAndAShadow() throws {
        let canvas = try render(ProfileHeader(model: profile).frame(width: 390).background(Color.white), scale: 2)
        // Purple at the top, blue at the bottom (inside the 4-point white ring).
        let top = pixel(canvas, 195, 24 + 8), bottom = pixel(canvas, 195, 24 + 88)
        #expect(top.red > 140 && top.blue > 200)
        #expect(bottom.red < 50 && bottom.blue > 240)
        #expect(isColor(pixel(canvas, 195, 24 + 1), 255, 255, 255, tolerance: 3))
        // The default shadow (black at a third, radius 6) just below the circle.
        #expect(pixel(canvas, 195, 24 + 96 + 2).green < 235)
    }

    @Test func profileHeaderShowsTheModelsNewValues() {
        let model = profile
        model.follow()
        #expect(layout(ProfileHeader(model: model)).first(text: "12,841") != nil)
    }

    // MARK: EmptyStateView

    @Test func emptyStateIsCentredInTheSafeArea() throws {
        let tree = screen(InboxEmptyState()).layout
        let stack = try #require(tree.first(named: "VStack")).frame
        // Centred in the safe rectangle (47...810, middle 428.5), to the half pixel.
        #expect(abs(stack.midY - 428.5) <= 0.25)
        // The 56-point tray symbol, centred at the top of the stack.
        let tray = try #require(tree.first(named: "Image")).frame
        #expect(tray.size == (try symbolSize("tray", pointSize: 56, displayScale: 2)))
        #expect(abs(tray.midX - 195) <= 0.25 && tray.minY == stack.minY)
        // The message wraps inside the 32-point padding, centred.
        let message = try textFrame(tree, "When someone sends you a message, it will show up here.")
        #expect(message.width <= 390 - 64 && message.width > 300 && abs(message.midX - 195) <= 0.25)
        // The button: its title padded 24 by 12 in a capsule, 8 + 16 below the message.
        let title = try textFrame(tree, "Refresh")
        let capsule = try #require(tree.first(named: "Rectangle")).frame
        #expect(capsule == CGRect(x: title.minX - 24, y: title.minY - 12, width: title.width + 48, height: title.height + 24))
        #expect(capsule.minY == message.maxY + 16 + 8)
        #expect(capsule.maxY == stack.maxY)
    }

    @Test func emptyStateButtonIsAnAccentCapsule() throws {
        let renderer = screen(InboxEmptyState())
        let canvas = try renderer.canvas
        let title = try textFrame(renderer.layout, "Refresh")
        #expect(isColor(pixel(canvas, title.minX - 10, title.midY), 0, 122, 255, tolerance: 0))
        // The capsule's end is round: its corner shows the window's white.
        #expect(isColor(pixel(canvas, title.minX - 23.8, title.minY - 11.8), 255, 255, 255, tolerance: 3))
    }

    // MARK: ErrorBanner

    private var offline: BannerError {
        BannerError(message: "You're offline. Changes will sync when you reconnect.", severity: .error)
    }

    @Test func errorBannerSitsAtTheTopOfTheSafeArea() throws {
        let tree = screen(BannerHost(error: offline) { Color.white }).layout
        let banner = try #require(tree.first(named: "shadow")).frame
        let message = try textFrame(tree, offline.message)
        // 16 in from the screen's sides, 8 below the safe area, 16 around its tallest child (the
        // two-line message).
        #expect(banner == CGRect(x: 16, y: 47 + 8, width: 358, height: message.height + 32))
        // Icon (title3: 20 points), 12, message filling the row, 12, the dismiss mark (bold footnote: 13).
        let icon = try symbolSize("xmark.octagon.fill", pointSize: 20, displayScale: 2)
        let mark = try symbolSize("xmark", pointSize: 13, weight: .bold, displayScale: 2)
        #expect(frames(tree, named: "Image") == [
            CGRect(origin: CGPoint(x: 32, y: 71), size: icon), CGRect(origin: CGPoint(x: 358 - mark.width, y: 71), size: mark),
        ])
        #expect(message.minX == 32 + icon.width + 12 && message.minY == 71)
        // The message's frame takes the rest of the row (to the half pixel its edges snap to).
        let row = try #require(tree.allViews.first { $0.name == "frame" && $0.frame.minX == message.minX }).frame
        #expect(abs(row.width - (358 - mark.width - 12 - message.minX)) <= 0.5)
    }

    @Test func errorBannerIsRedWithARedShadow() throws {
        let canvas = try screen(BannerHost(error: offline) { Color.white }).canvas
        #expect(isColor(pixel(canvas, 24, 100), 255, 59, 48, tolerance: 0))
        // The shadow (red at 40%, 6 down) tints the white below the banner, and fades out.
        let below = pixel(canvas, 195, 123 + 5)
        #expect(below.red > 250 && below.green < 235)
        #expect(isColor(pixel(canvas, 195, 200), 255, 255, 255, tolerance: 1))
    }

    // MARK: BadgeViews

    @Test func badgesSizeToTheirContent() throws {
        let tree = layout(BadgeGallery(), scale: 2)
        // Pills: 10 + dot 6 + 4 + text + 10 wide, text + 8 tall, 8 apart from x 16.
        let pills = frames(tree, named: "Capsule").filter { $0.minY == 16 }
        var x: CGFloat = 16
        for (pill, status) in zip(pills, OrderStatus.allCases) {
            let text = try textFrame(tree, status.rawValue)
            #expect(pill == CGRect(x: x, y: 16, width: 30 + text.width, height: text.height + 8))
            x = pill.maxX + 8
        }
        #expect(pills.count == 4)
        // Count badges: at least 20 square, offset 6 right and 4 up from the icon's corner.
        let icons = frames(tree, named: "frame").filter { $0.size == CGSize(width: 44, height: 44) }
        let counts = frames(tree, named: "Capsule").filter { $0.minY != 16 }
        #expect(icons.count == 3 && counts.count == 2)
        #expect(counts[0] == CGRect(x: icons[0].maxX - 20 + 6, y: icons[0].minY - 4, width: 20, height: 20))
        let overflow = try textFrame(tree, "99+")
        #expect(counts[1] == CGRect(x: icons[1].maxX - overflow.width - 12 + 6, y: icons[1].minY - 4,
                                    width: overflow.width + 12, height: 20))
    }

    @Test func countBadgeCapsItsTextSize() {
        func badge(_ size: DynamicTypeSize) -> CGRect? {
            layout(CountBadge(count: 120).environment(\.dynamicTypeSize, size)).first(named: "Capsule")?.frame
        }
        // "99+" grows up to xxLarge, and no further.
        #expect(badge(.xxLarge) != badge(.large))
        #expect(badge(.accessibility5) == badge(.xxLarge))
    }

    @Test func badgesPaintTintedPillsAndAScaledNewBadge() throws {
        let renderer = ImageRenderer(content: BadgeGallery().background(Color.white))
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.scale = 2
        let canvas = try renderer.canvas
        let pending = try #require(frames(renderer.layout, named: "Capsule").first)
        // Orange at 15% over white: (255, 255 - 0.15 x 106, 255 - 0.15 x 255).
        #expect(isColor(pixel(canvas, pending.minX + 4, pending.midY), 255, 239, 217, tolerance: 1))
        // scaleEffect(1.2) draws the NEW badge past its 16-point frame, which layout keeps.
        let badge = try #require(renderer.layout.first(named: "scaleEffect")).frame
        #expect(try badge.height == textFrame(renderer.layout, "NEW").height + 4)
        let outside = pixel(canvas, badge.minX - 1.5, badge.midY)
        #expect(outside.red > 150 && outside.green < 120 && outside.blue > 180)
    }

    // MARK: ButtonStack

    @Test func buttonStackStretchesItsButtons() throws {
        let tree = layout(VStack {
            ButtonStack(primaryTitle: "Continue", secondaryTitle: "Not Now", onDelete: {})
            SocialSignInButtons()
        }.frame(width: 390), scale: 2)
        let fills = frames(tree, named: "Rectangle")
        #expect(fills == [CGRect(x: 20, y: 0, width: 350, height: 50), CGRect(x: 20, y: 62, width: 350, height: 50)])
        let delete = try textFrame(tree, "Delete Account")
        #expect(delete.midX == 195 && delete.minY == 112 + 12 + 4)
        // Two equal sign-in buttons 12 apart, 8 below the stack's bottom padding.
        let social = frames(tree, named: "RoundedRectangle")
        let top = delete.maxY + 8 + 8
        #expect(social == [CGRect(x: 20, y: top, width: 169, height: 44), CGRect(x: 201, y: top, width: 169, height: 44)])
    }

    @Test func buttonStackPaintsRolesAndTints() throws {
        let view = VStack {
            ButtonStack(primaryTitle: "Continue", secondaryTitle: "Not Now", onDelete: {})
            SocialSignInButtons()
        }.frame(width: 390).background(Color.white)
        let renderer = ImageRenderer(content: view)
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.scale = 2
        let canvas = try renderer.canvas
        let tree = renderer.layout
        #expect(isColor(pixel(canvas, 25, 25), 0, 122, 255, tolerance: 0))
        // Accent at 12% over white.
        #expect(isColor(pixel(canvas, 25, 87), 224, 239, 255, tolerance: 1))
        // The destructive button's title is red; the Google title takes the primary tint.
        func inkiest(_ text: String) throws -> RGBA8 {
            let frame = try textFrame(tree, text)
            var darkest = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
                    let pixel = canvas.pixel(x: x, y: y)
                    if Int(pixel.green) + Int(pixel.blue) < Int(darkest.green) + Int(darkest.blue) { darkest = pixel }
                }
            }
            return darkest
        }
        #expect(isColor(try inkiest("Delete Account"), 255, 59, 48, tolerance: 12))
        #expect(isColor(try inkiest("Google"), 0, 0, 0, tolerance: 40))
        let social = frames(tree, named: "RoundedRectangle")
        #expect(isColor(pixel(canvas, social[0].minX + 4, social[0].midY), 0, 0, 0, tolerance: 0))
        // The outline: grey at 40% over white, half inside the button's edge.
        let edge = pixel(canvas, social[1].minX, social[1].midY)
        #expect(edge.green > 185 && edge.green < 215)
    }

    // MARK: WeatherCard

    @Test func weatherCardLaysOutHeaderAndFourEqualHours() throws {
        let tree = layout(WeatherCard().environment(WeatherModel()).frame(width: 358), scale: 2)
        #expect(try textFrame(tree, "Cupertino").origin == CGPoint(x: 20, y: 20))
        let temperature = try textFrame(tree, "21°")
        #expect(try temperature.minX == 20 && temperature.minY == textFrame(tree, "Cupertino").maxY + 2)
        #expect(try textFrame(tree, "H:24° L:12°").maxX == 338)
        // The hairline rule, 16 below the header, across the padded width.
        let rule = try #require(frames(tree, named: "Rectangle").first { $0.height == 1 })
        #expect(rule == CGRect(x: 20, y: temperature.maxY + 16, width: 318, height: 1))
        // Four hour columns share 318 points less three 8-point gaps.
        let columns = frames(tree, named: "frame").filter { $0.width == 73.5 }
        #expect(columns.map(\.minX) == [20, 101.5, 183, 264.5])
        // Symbols differ in height, so the columns are centred in the row, 16 below the rule.
        #expect(columns.map(\.minY).min() == rule.maxY + 16)
        #expect(columns.allSatisfy { abs($0.midY - columns[0].midY) <= 0.25 })
    }

    @Test func weatherCardPaintsItsGradientAndFollowsTheModel() throws {
        let weather = WeatherModel()
        let card = WeatherCard().environment(weather).frame(width: 358)
        let canvas = try render(card, scale: 2)
        let height = CGFloat(canvas.height) / 2
        // Top (0.29, 0.56, 0.89) to bottom (0.12, 0.31, 0.65), sampled a point in from each end.
        #expect(isColor(pixel(canvas, 179, 1), 74, 142, 226, tolerance: 3))
        #expect(isColor(pixel(canvas, 179, height - 1), 31, 80, 166, tolerance: 3))
        // The continuous 24-point corner is clipped to transparency.
        #expect(pixel(canvas, 0.5, 0.5).alpha == 0)
        weather.temperature = 5
        weather.city = "Oslo"
        let tree = layout(card)
        #expect(tree.first(text: "5°") != nil && tree.first(text: "Oslo") != nil)
    }

    // MARK: OnboardingPage

    private var trackingStep: OnboardingStep {
        OnboardingStep(title: "Track Every Order", subtitle: "Get live updates from the warehouse to your door.",
                       symbol: "shippingbox.fill", accent: .indigo)
    }

    @Test func onboardingPageSplitsTheScreenByGeometry() throws {
        let tree = screen(OnboardingPage(step: trackingStep, pageCount: 3, currentPage: .constant(1))).layout
        // The reader ignores the top inset: 0...810.
        #expect(tree.first(named: "GeometryReader")?.frame == CGRect(x: 0, y: 0, width: 390, height: 810))
        // The artwork is 55% of that tall; its circle half the width.
        #expect(tree.first(named: "ZStack")?.frame == CGRect(x: 0, y: 0, width: 390, height: 445.5))
        #expect(tree.first(named: "Circle")?.frame.width == 195)
        #expect(try textFrame(tree, "Track Every Order").minY == 445.5 + 32)
        // Skip sits 8 below the status bar: the reader's proxy reports the 47-point top inset it
        // extends under.
        let skip = try textFrame(tree, "Skip")
        #expect(skip.maxX == 390 - 20 && skip.minY == 47 + 8)
        // Button: 24 in, 16 above the safe area's bottom; its title padded 16 vertically.
        let title = try textFrame(tree, "Continue")
        let button = try #require(tree.first(named: "RoundedRectangle")).frame
        #expect(button == CGRect(x: 24, y: 810 - 16 - title.height - 32, width: 342, height: title.height + 32))
        // Three 8-point dots, 8 apart, 24 above the button.
        let dots = frames(tree, named: "Circle").dropFirst()
        #expect(dots.map(\.minX) == [175, 191, 207])
        #expect(dots.allSatisfy { $0.maxY == button.minY - 24 })
    }

    @Test func onboardingPagePaintsUnderTheStatusBarAndEnlargesTheCurrentDot() throws {
        let renderer = screen(OnboardingPage(step: trackingStep, pageCount: 3, currentPage: .constant(1)))
        let canvas = try renderer.canvas
        // Indigo at 15% over white, up under the status bar.
        #expect(isColor(pixel(canvas, 195, 5), 230, 230, 249, tolerance: 1))
        // The current dot is scaled to 10 points: 4.25 from its centre is inside it, but outside
        // its 8-point neighbour.
        let dots = Array(frames(renderer.layout, named: "Circle").dropFirst())
        #expect(pixel(canvas, dots[1].midX, dots[1].midY + 4.25).green < 80)
        #expect(pixel(canvas, dots[0].midX, dots[0].midY + 4.25).green > 240)
        let button = try #require(renderer.layout.first(named: "RoundedRectangle")).frame
        #expect(isColor(pixel(canvas, button.minX + 6, button.midY), 88, 86, 214, tolerance: 0))
    }

    // MARK: OrderSummary

    @Test func orderSummaryAlignsAmountsOnTheTrailingEdge() throws {
        let tree = layout(OrderSummary().frame(width: 390), scale: 2)
        let card = try #require(tree.first(named: "RoundedRectangle")).frame
        #expect(card.origin == CGPoint(x: 16, y: 16) && card.width == 358)
        #expect(try textFrame(tree, "Order Summary").origin == CGPoint(x: 36, y: 36))
        // Every amount ends at the card's trailing padding: 390 - 16 - 20.
        let amounts = tree.allViews.filter { $0.text?.contains(".") == true && $0.text?.contains("Order") == false }
        #expect(amounts.count == 6 && amounts.allSatisfy { $0.frame.maxX == 354 })
        // Rows 12 apart; the button 12 + 8 below the total, full width, 14 above and below its title.
        let title = try textFrame(tree, "Place Order")
        let button = try #require(tree.first(named: "clipShape")).frame
        #expect(button == CGRect(x: 36, y: title.minY - 14, width: 318, height: title.height + 28))
        #expect(button.maxY == card.maxY - 20)
        #expect(try textFrame(tree, "Total").maxY + 12 + 8 == button.minY)
    }

    @Test func orderSummaryCardCastsAShadow() throws {
        let renderer = ImageRenderer(content: OrderSummary().frame(width: 390).background(Color(white: 0.95)))
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.scale = 2
        let canvas = try renderer.canvas
        let card = try #require(renderer.layout.first(named: "RoundedRectangle")).frame
        #expect(isColor(pixel(canvas, 195, card.minY + 4), 255, 255, 255, tolerance: 0))
        #expect(pixel(canvas, 195, card.maxY + 2).green < 240)
        #expect(isColor(pixel(canvas, 2, 2), 242, 242, 242, tolerance: 0))
        let button = try #require(renderer.layout.first(named: "clipShape")).frame
        #expect(isColor(pixel(canvas, button.minX + 6, button.midY), 52, 199, 89, tolerance: 0))
    }

    @Test func orderSummaryFormatsDecimalTotalsInTheEnvironmentsLocale() {
        #expect(layout(OrderSummary()).first(text: "$64.75") != nil)
    }

    // MARK: ReadingListView

    @Test func readingListReadsMainActorModelsInBodyAndHelpers() throws {
        let settings = ReaderSettings()
        let texts = layout(ReadingListView().environment(settings).frame(width: 390)).allViews.compactMap(\.text)
        #expect(texts == ["2 books", "The Left Hand of Darkness", "Ursula K. Le Guin", "Kindred", "Octavia E. Butler",
                          "Reload"])
        settings.showsAuthors = false
        let short = layout(ReadingListView().environment(settings).frame(width: 390)).allViews.compactMap(\.text)
        #expect(short == ["2 books", "The Left Hand of Darkness", "Kindred", "Reload"])
    }

    @Test func readingListButtonTakesTheModelsAccent() throws {
        let settings = ReaderSettings()
        settings.accent = .red
        let renderer = ImageRenderer(content: ReadingListView().environment(settings).frame(width: 390))
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.scale = 2
        let canvas = try renderer.canvas
        let title = try textFrame(renderer.layout, "Reload")
        let inked = stride(from: title.minX, to: title.maxX, by: 0.5).flatMap { x in
            stride(from: title.minY, to: title.maxY, by: 0.5).map { y in pixel(canvas, x, y) }
        }.filter { $0.alpha == 255 }
        #expect(!inked.isEmpty && inked.allSatisfy { isColor($0, 255, 59, 48, tolerance: 0) })
    }

    /// Built-in views and modifiers are `nonisolated`, as SwiftUI's are: code off the main actor
    /// can make them (only bodies run on the main actor).
    @Test nonisolated func builtInViewsCanBeMadeOffTheMainActor() async {
        let view = VStack { Text("Off main").padding().background(Color.blue) }.frame(width: 100)
        let texts = await MainActor.run { layout(view).allViews.compactMap(\.text) }
        #expect(texts == ["Off main"])
    }

    // MARK: StatTile

    @Test func statTilesPickTheLayoutThatFits() throws {
        // Wide: the ring beside the labels.
        let wide = layout(StatTile(title: "Move", value: "420", unit: "kcal", progress: 0.75, color: .red)
            .frame(width: 358), scale: 2)
        #expect(wide.first(named: "ZStack")?.frame == CGRect(x: 16, y: 16 + (wide.frame.height - 32 - 64) / 2, width: 64, height: 64))
        #expect(try textFrame(wide, "Move").minX == 16 + 64 + 16)
        // Narrow: the smaller ring above the labels.
        let narrow = layout(StatTile(title: "Move", value: "420", unit: "kcal", progress: 0.75, color: .red)
            .frame(width: 120), scale: 2)
        let ring = try #require(narrow.first(named: "ZStack")).frame
        #expect(ring.size == CGSize(width: 44, height: 44))
        #expect(try textFrame(narrow, "Move").minY == ring.maxY + 12)
        #expect(narrow.first(text: "75%") != nil)
    }

    @Test func statGridServesTheTilesInTurn() throws {
        // The HStack offers the first tile half of 346: too narrow for its row layout (64 + 16 +
        // labels + 16 before the spacer, which the row's spacing also precedes), so it takes its
        // column one; the second gets the rest, still too narrow for its wider labels' row. The
        // two columns are narrower than the row, which centres them.
        let tree = layout(StatGrid().frame(width: 390), scale: 2)
        let rings = frames(tree, named: "ZStack")
        #expect(rings.map(\.size) == [CGSize(width: 44, height: 44), CGSize(width: 44, height: 44)])
        let tiles = frames(tree, named: "overlay")
        #expect(tiles.count == 2 && tiles[1].minX == tiles[0].maxX + 12)
        #expect(tiles.first?.minX == 61 && tiles.last?.maxX == 329.5)
    }

    @Test func progressRingStartsAtTwelveAndRunsClockwise() throws {
        let view = ProgressRing(progress: 0.5, lineWidth: 8, color: .green).frame(width: 64, height: 64)
            .padding(8).background(Color.white)
        let canvas = try render(view, scale: 2)
        // Centre (40, 40), radius 32: three o'clock is on the arc, nine o'clock on the 20% track.
        #expect(isColor(pixel(canvas, 40 + 32, 40), 52, 199, 89, tolerance: 2))
        #expect(isColor(pixel(canvas, 40 - 32, 40), 214, 244, 222, tolerance: 2))
        // The round cap at twelve reaches a little left of the top; at six too.
        #expect(pixel(canvas, 40 - 2, 40 - 32).red < 120)
        #expect(pixel(canvas, 40 - 2, 40 + 32).red < 120)
    }

    // MARK: MessageBubble

    @Test func conversationBubblesHugTheirSides() throws {
        let base = EnvironmentValues.viewTreeDefaultReferenceDate
        let messages = [
            ChatMessage(id: 1, text: "Are we still on for lunch tomorrow?", isFromMe: false, sentAt: base),
            ChatMessage(id: 2, text: "Yes! 12:30 at the usual place.", isFromMe: true, sentAt: base.addingTimeInterval(60), isRead: true),
        ]
        let tree = layout(ConversationView(messages: messages).frame(width: 390), scale: 2)
        let bubbles = frames(tree, named: "clipShape")
        let incoming = try textFrame(tree, messages[0].text), outgoing = try textFrame(tree, messages[1].text)
        #expect(bubbles[0] == CGRect(x: 12, y: 12, width: incoming.width + 28, height: incoming.height + 20))
        // The reply hugs the trailing edge, leaving at least the 60-point spacer.
        #expect(bubbles[1].maxX == 378 && bubbles[1].width == outgoing.width + 28 && bubbles[1].minX >= 12 + 60)
        // Times as iOS 17 shows them, with a narrow no-break space before AM.
        let check = try symbolSize("checkmark", pointSize: 11, displayScale: 2)
        #expect(try tree.first(text: "9:41\u{202F}AM") != nil && textFrame(tree, "9:42\u{202F}AM").maxX == 378 - check.width - 4)
    }

    @Test func conversationIsDrawnInTheDarkScheme() throws {
        let base = EnvironmentValues.viewTreeDefaultReferenceDate
        let view = ConversationView(messages: [
            ChatMessage(id: 1, text: "Hi", isFromMe: false, sentAt: base),
            ChatMessage(id: 2, text: "Hello", isFromMe: true, sentAt: base),
        ]).frame(width: 390)
        let renderer = ImageRenderer(content: view)
        renderer.environment.viewTreeOSVersion = .iOS17  // these tests pin iOS 17's measurements
        renderer.scale = 2
        let canvas = try renderer.canvas
        let bubbles = frames(renderer.layout, named: "clipShape")
        #expect(isColor(pixel(canvas, 2, 2), 13, 13, 13, tolerance: 0))
        #expect(isColor(pixel(canvas, bubbles[0].minX + 3, bubbles[0].midY), 56, 56, 56, tolerance: 0))
        // The system blue of the dark scheme.
        #expect(isColor(pixel(canvas, bubbles[1].minX + 3, bubbles[1].midY), 10, 132, 255, tolerance: 0))
    }
}
