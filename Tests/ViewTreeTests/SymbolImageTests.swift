import Foundation
import Testing
@testable import ViewTree
import Raster

/// `Image(systemName:)`: glyphs from the bundled symbol font, sized and placed on the text
/// around them as SF Symbols are, tinted by the foreground style.
@MainActor @Suite struct SymbolImageTests {
    /// The SF Symbols apps use most, which must all have a glyph.
    static let commonNames = [
        "chevron.right", "chevron.left", "chevron.up", "chevron.down", "chevron.forward", "chevron.backward",
        "xmark", "xmark.circle", "xmark.circle.fill", "plus", "plus.circle", "plus.circle.fill", "minus",
        "minus.circle", "checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.seal.fill",
        "star", "star.fill", "heart", "heart.fill", "gear", "gearshape", "gearshape.fill", "person", "person.fill",
        "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill", "person.2",
        "person.2.fill", "house", "house.fill", "magnifyingglass", "bell", "bell.fill", "bell.badge", "envelope",
        "envelope.fill", "trash", "trash.fill", "pencil", "square.and.pencil", "square.and.arrow.up",
        "square.and.arrow.down", "ellipsis", "ellipsis.circle", "info.circle", "info.circle.fill",
        "exclamationmark.triangle", "exclamationmark.triangle.fill", "exclamationmark.circle", "calendar",
        "clock", "clock.fill", "photo", "photo.fill", "camera", "camera.fill", "cart", "cart.fill", "bag",
        "bag.fill", "creditcard", "lock", "lock.fill", "lock.open", "arrow.up", "arrow.down", "arrow.left",
        "arrow.right", "arrow.up.right", "arrow.clockwise", "arrow.counterclockwise", "arrow.triangle.2.circlepath",
        "arrow.up.circle.fill", "arrow.down.circle", "arrow.left.arrow.right", "bookmark", "bookmark.fill", "tag",
        "tag.fill", "map", "map.fill", "location", "location.fill", "mappin", "mappin.and.ellipse", "phone",
        "phone.fill", "message", "message.fill", "bubble.left", "paperplane", "paperplane.fill", "play",
        "play.fill", "pause", "pause.fill", "stop", "stop.fill", "play.circle.fill", "forward.fill",
        "backward.fill", "wifi", "bolt", "bolt.fill", "cloud", "cloud.fill", "cloud.rain", "cloud.sun.fill",
        "sun.max", "sun.max.fill", "moon", "moon.fill", "flame", "flame.fill", "drop", "sparkles",
        "line.3.horizontal", "line.3.horizontal.decrease.circle", "list.bullet", "square.grid.2x2",
        "slider.horizontal.3", "doc", "doc.text", "doc.on.doc", "folder", "folder.fill", "link", "globe",
        "questionmark.circle", "eye", "eye.slash", "hand.thumbsup", "hand.thumbsup.fill", "flag", "gift",
        "cart.badge.plus", "tray", "archivebox", "shippingbox.fill", "printer", "mic", "mic.fill", "video",
        "music.note", "speaker.wave.2", "headphones", "battery.100", "iphone", "keyboard", "lightbulb", "wrench",
        "chart.bar", "chart.pie", "waveform", "newspaper", "book", "graduationcap", "briefcase", "building.2",
        "car", "airplane", "cup.and.saucer", "trophy", "key", "shield", "checkmark.shield", "square",
        "circle", "circle.fill", "apple.logo", "1.circle", "2.circle",
    ]

    private func symbol(_ name: String, pointSize: CGFloat = 17, weight: Font.Weight = .regular,
                        scale: Image.Scale = .medium) throws -> ResolvedSymbol {
        let catalog = try SymbolCatalog.bundled.get()
        let glyph = try #require(catalog.glyph(named: name))
        return ResolvedSymbol(named: name, glyph: glyph, in: catalog, pointSize: pointSize, weight: weight, scale: scale)
    }

    private func imageFrames<V: View>(_ view: V, scale: CGFloat = 1) -> [CGRect] {
        frames(layout(view, scale: scale), named: "Image")
    }

    // MARK: The catalog

    @Test func theCommonSymbolsAllHaveGlyphs() throws {
        let catalog = try SymbolCatalog.bundled.get()
        #expect(Self.commonNames.count >= 150)
        #expect(catalog.codePoints.count >= 600)
        for name in Self.commonNames {
            let glyph = catalog.glyph(named: name)
            #expect(glyph != nil, "\(name)")
            #expect(glyph.map { !catalog.typeface.outline(of: $0).isEmpty } == true, "\(name) has an outline")
        }
    }

    /// The ink of `name` drawn black on white at 60 points.
    private func ink(of name: String) throws -> RasterCanvas {
        try ImageRenderer(content: Image(systemName: name).font(.system(size: 60)).foregroundStyle(.black).background(Color.white)).canvas
    }

    /// The share of the ink of the top (or bottom) third of `name`'s image that lies in its right half.
    private func rightShare(of name: String, top: Bool) throws -> Double {
        let canvas = try ink(of: name)
        let rows = top ? 0..<canvas.height / 3 : canvas.height * 2 / 3..<canvas.height
        var left = 0, right = 0
        for y in rows {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).red < 128 {
                if 2 * x < canvas.width { left += 1 } else { right += 1 }
            }
        }
        try #require(left + right > 0)
        return Double(right) / Double(left + right)
    }

    @Test(arguments: [
        // SF Symbols' outlines (andrilla-llc/sf-symbols): the location arrow points to the top
        // right (as home-assistant/iOS's iOS 26.4 recording of `location.fill` shows); the tag's
        // square end, with its hole, and the hammer's head are at the top right;
        // `arrow.up.arrow.down`'s down arrow ends at the bottom right; `wifi.slash`'s bar runs
        // from the top left to the bottom right.
        ("location", true, true), ("location.fill", true, true), ("tag", true, true), ("tag.fill", true, true),
        ("hammer", true, true), ("hammer.fill", true, true), ("arrow.up.arrow.down", false, true),
        ("wifi.slash", false, true), ("dot.radiowaves.right", true, true),
    ])
    func symbolsFaceTheWaySFSymbolsDo(name: String, top: Bool, right: Bool) throws {
        let share = try rightShare(of: name, top: top)
        #expect(right ? share > 0.6 : share < 0.4, "\(name): \(share) of the \(top ? "top" : "bottom") third's ink on the right")
    }

    @Test func thePointingHandPointsRightWithItsFingerHigh() throws {
        // SF's `hand.point.right`: the index finger out to the right at the top of the glyph.
        for name in ["hand.point.right", "hand.point.right.fill"] {
            let canvas = try ink(of: name)
            let tip = (0..<canvas.height).filter { y in
                (canvas.width * 9 / 10..<canvas.width).contains { canvas.pixel(x: $0, y: y).red < 128 }
            }
            try #require(!tip.isEmpty, "\(name) has no ink at its right end")
            #expect(Double(tip.reduce(0, +)) / Double(tip.count) < Double(canvas.height) * 0.45, "\(name): \(tip)")
            // Its right tenth is the fingertip alone, not the whole hand's height.
            #expect(Double(tip.count) < Double(canvas.height) * 0.35, "\(name): \(tip.count) rows")
        }
    }

    @Test func theRaisedHandIsAnOpenPalmOfFourFingers() throws {
        // SF's `hand.raised(.fill)`: four fingers side by side above the palm (Bootstrap has only
        // a pointing hand; ViewTree draws this one, scripts/symbols/extra/draw_extra.py).
        for name in ["hand.raised", "hand.raised.fill"] {
            let canvas = try ink(of: name)
            let y = canvas.height * 3 / 10
            let inked = (0..<canvas.width).map { canvas.pixel(x: $0, y: y).red < 128 }
            let fingers = zip(inked, [false] + inked).filter { $0 && !$1 }.count
            #expect(name.hasSuffix("fill") ? fingers == 4 : fingers >= 4, "\(name): \(fingers) runs of ink")
        }
    }

    /// The share of `name`'s ink box that is inked.
    private func coverage(of name: String) throws -> Double {
        let canvas = try ink(of: name)
        var inked = 0, minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).red < 128 {
                inked += 1
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        try #require(inked > 0)
        return Double(inked) / Double((maxX - minX + 1) * (maxY - minY + 1))
    }

    @Test(arguments: ["app", "person.crop.square", "square.split.2x1", "square.and.arrow.up", "square.and.arrow.down",
                           "list.bullet.rectangle", "trash.square", "poweroutlet.type.b", "gamecontroller"])
    func filledVariantsAreFilled(name: String) throws {
        // SF's `.fill` variants fill their shape (a mark cut out of it): far more of their box is
        // inked than of the outlined symbol's.
        let outline = try coverage(of: name), filled = try coverage(of: name + ".fill")
        #expect(filled > outline + 0.15 && filled > 0.5, "\(name): \(outline), filled \(filled)")
    }

    @Test func textformatIsTwoLetters() throws {
        // SF's `textformat` is "Aa" (Bootstrap's nearest icon is a T): across its lower part, the
        // A's two legs and the a's bowl and stem.
        let canvas = try ink(of: "textformat")
        let y = canvas.height * 8 / 10
        let inked = (0..<canvas.width).map { canvas.pixel(x: $0, y: y).red < 128 }
        let runs = zip(inked, [false] + inked).filter { $0 && !$1 }.count
        #expect(runs >= 4 && canvas.width > canvas.height, "\(runs) runs of ink, \(canvas.width) x \(canvas.height)")
    }

    @Test func noSignsBarRunsFromTopLeftToBottomRight() throws {
        let canvas = try ink(of: "nosign")
        let (w, h) = (Double(canvas.width), Double(canvas.height))
        #expect(canvas.pixel(x: Int(w * 0.36), y: Int(h * 0.36)).red < 128)
        #expect(canvas.pixel(x: Int(w * 0.64), y: Int(h * 0.36)).red > 128)
    }

    @Test func knownSymbolsAreNotReported() {
        let renderer = ImageRenderer(content: HStack { ForEach(Self.commonNames, id: \.self) { Image(systemName: $0) } })
        #expect(renderer.issues.isEmpty)
    }

    @Test func unknownNamesDrawNothingAndSayWhy() {
        let renderer = ImageRenderer(content: Image(systemName: "tortoise.fill"))
        let issue = renderer.issues.first
        #expect(renderer.issues.map(\.kind) == [.unknownSymbol])
        #expect(issue?.message.contains("Image(systemName: \"tortoise.fill\") draws nothing") == true)
        #expect(issue?.message.contains("Bootstrap Icons") == true)
    }

    // MARK: Size

    /// A circle is 0.996 em at the medium scale (SF Symbols' circle; checkmark.circle.fill in body
    /// text is 17 x 17 points on iOS), 0.789 and 1.272 ems at the small and large scales.
    @Test func aCircleIsOneEmAtTheMediumScale() throws {
        let circle = try symbol("circle.fill")
        #expect(abs(circle.size.width - 17 * 0.996) < 0.01 && abs(circle.size.height - 17 * 0.995) < 0.01)
        #expect(abs(try symbol("circle.fill", scale: .small).size.width - 17 * 0.789) < 0.01)
        #expect(abs(try symbol("circle.fill", scale: .large).size.width - 17 * 1.272) < 0.01)
        #expect(abs(try symbol("circle.fill", pointSize: 28).size.width - 28 * 0.996) < 0.01)
    }

    /// The medium symbol's box is centred on the middle of the capitals, so a circle's baseline
    /// is half the circle plus half the cap height below its top.
    @Test func aCircleIsCentredOnTheCapitals() throws {
        let circle = try symbol("circle.fill")
        #expect(abs(circle.baseline - (circle.size.height / 2 + 17 * 0.70459 / 2)) < 0.01)
    }

    @Test func theImageFrameIsTheInkOfTheGlyphAtTheEnvironmentsFont() throws {
        let star = try symbol("star.fill")
        #expect(imageFrames(Image(systemName: "star.fill"), scale: 3)
            == [CGRect(origin: .zero, size: star.size).integralIfAtScale(3)])
        let title = try symbol("star.fill", pointSize: 28)
        #expect(imageFrames(Image(systemName: "star.fill").font(.title), scale: 3)
            == [CGRect(origin: .zero, size: title.size).integralIfAtScale(3)])
        let large = try symbol("star.fill", scale: .large)
        #expect(imageFrames(Image(systemName: "star.fill").imageScale(.large), scale: 3)
            == [CGRect(origin: .zero, size: large.size).integralIfAtScale(3)])
        // A chevron is narrower than it is tall, as in SF Symbols.
        let chevron = try symbol("chevron.right")
        #expect(chevron.size.width < chevron.size.height / 1.5)
    }

    @Test func heavierWeightsThickenTheStrokes() throws {
        let regular = try symbol("bell", weight: .regular)
        let bold = try symbol("bell", weight: .bold)
        let light = try symbol("bell", weight: .light)
        // SF Symbols' bell is 0.9075, 0.9211 and 0.9934 ems wide at light, regular and bold.
        #expect(abs(regular.size.width - 17 * 0.9211) < 0.05)
        #expect(abs(bold.size.width - 17 * 0.9934) < 0.05)
        #expect(abs(light.size.width - 17 * 0.9075) < 0.05)
        // The weight comes from the font or from fontWeight, as for text.
        let semibold = try symbol("bell", weight: .semibold)
        #expect(imageFrames(Image(systemName: "bell").font(.headline), scale: 3)
            == [CGRect(origin: .zero, size: semibold.size).integralIfAtScale(3)])
        #expect(imageFrames(Image(systemName: "bell").fontWeight(.bold), scale: 3)
            == [CGRect(origin: .zero, size: bold.size).integralIfAtScale(3)])
        let ink = { (weight: Font.Weight) in
            try render(Image(systemName: "bell").fontWeight(weight), scale: 2).bitmap.pixels.map { Int($0 >> 24) }.reduce(0, +)
        }
        #expect(try ink(.bold) > ink(.regular) * 5 / 4)
        #expect(try ink(.ultraLight) < ink(.regular) * 3 / 4, "lighter weights thin the strokes")
    }

    @Test func resizableSymbolsStretchToTheirFrame() throws {
        #expect(imageFrames(Image(systemName: "circle.fill").resizable().frame(width: 40, height: 30))
            == [CGRect(x: 0, y: 0, width: 40, height: 30)])
        let canvas = try render(Image(systemName: "circle.fill").resizable().frame(width: 40, height: 30))
        #expect(canvas.pixel(x: 20, y: 15).alpha == 255)
        #expect(canvas.pixel(x: 20, y: 0).alpha > 100, "the ellipse reaches the top edge")
        #expect(canvas.pixel(x: 1, y: 1).alpha == 0)
        // aspectRatio keeps the symbol's shape.
        #expect(imageFrames(Image(systemName: "circle.fill").resizable().scaledToFit().frame(width: 40, height: 30))
            == [CGRect(x: 5, y: 0, width: 30, height: 30)])
    }

    // MARK: Alignment with text

    @Test func firstTextBaselineAlignmentPutsTheSymbolOnTheTextsBaseline() throws {
        let tree = layout(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "circle.fill")
            Text("Hello")
        }, scale: 3)
        let image = try #require(frames(tree, named: "Image").first)
        let text = try #require(frames(tree, named: "Text").first)
        let circle = try symbol("circle.fill")
        let textBaseline = text.minY + 17 * 0.952147
        #expect(abs(image.minY + circle.baseline - textBaseline) < 0.34)
    }

    /// Centred in a row, a full-bleed symbol sits where its baseline is on the text's: the
    /// middle of SF Pro's line (ascent 0.952, descent 0.241) is 0.356 em up, the middle of the
    /// capitals 0.352 em.
    @Test func centredInARowTheSymbolIsOnTheCapitals() throws {
        let tree = layout(HStack { Image(systemName: "circle.fill"); Text("Hello") }, scale: 3)
        let image = try #require(frames(tree, named: "Image").first)
        let text = try #require(frames(tree, named: "Text").first)
        #expect(abs(image.midY - (text.minY + 17 * (0.952147 - 0.70459 / 2))) < 0.4)
    }

    // MARK: Variants

    @Test func symbolVariantPicksTheVariantsName() throws {
        let catalog = try SymbolCatalog.bundled.get()
        #expect(catalog.name(for: "heart", variants: .fill) == "heart.fill")
        #expect(catalog.name(for: "heart.fill", variants: .fill) == "heart.fill")
        #expect(catalog.name(for: "person", variants: .circle.fill) == "person.circle.fill")
        #expect(catalog.name(for: "bell", variants: .slash) == "bell.slash")
        #expect(catalog.name(for: "bell", variants: .slash.fill) == "bell.slash.fill")
        // The closest name that exists: there is no wifi.fill.
        #expect(catalog.name(for: "wifi", variants: .fill) == "wifi")
        #expect(catalog.name(for: "plus", variants: .square.fill) == "plus.square.fill")
        #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
        let filled = try render(Image(systemName: "heart").symbolVariant(.fill), scale: 2)
        #expect(filled.bitmap == (try render(Image(systemName: "heart.fill"), scale: 2)).bitmap)
    }

    @Test func singleLayerSymbolsDrawTheSameInEveryMode() throws {
        let plain = try render(Image(systemName: "flame.fill"), scale: 2).bitmap
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
            #expect(try render(Image(systemName: "flame.fill").symbolRenderingMode(mode), scale: 2).bitmap == plain)
            #expect(try render(Image(systemName: "flame.fill").renderingMode(.template).symbolRenderingMode(mode)
                .foregroundStyle(.primary), scale: 2).bitmap == plain)
        }
        #expect(imageFrames(Image(systemName: "wifi", variableValue: 0.5)) == imageFrames(Image(systemName: "wifi")))
    }

    /// A mark cut out of a filled circle is two layers: monochrome leaves the mark empty,
    /// hierarchical paints it in the foreground over the circle at the secondary opacity (0.6),
    /// palette paints the mark and the circle in the first and second styles.
    @Test func twoLayerSymbolsPaintTheirMarkInHierarchicalAndPaletteModes() throws {
        let symbol = Image(systemName: "xmark.circle.fill").font(.system(size: 40))
        let mono = try render(symbol.foregroundStyle(.blue), scale: 1)
        let (cx, cy) = (mono.width / 2, mono.height / 2)
        let disc = (x: mono.width / 8, y: mono.height / 2)
        #expect(mono.pixel(x: cx, y: cy).alpha == 0, "the mark is cut out")
        #expect(mono.pixel(x: disc.x, y: disc.y) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        let hierarchical = try render(symbol.symbolRenderingMode(.hierarchical).foregroundStyle(.blue), scale: 1)
        #expect(hierarchical.pixel(x: cx, y: cy) == RGBA8(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(abs(Int(hierarchical.pixel(x: disc.x, y: disc.y).alpha) - 153) <= 1)
        // The mode set on the image itself, as `Image(systemName:).symbolRenderingMode(_:)` is written.
        #expect(try render(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).font(.system(size: 40))
            .foregroundStyle(.blue), scale: 1).bitmap == hierarchical.bitmap)
        let palette = try render(symbol.symbolRenderingMode(.palette).foregroundStyle(.white, .red), scale: 1)
        #expect(palette.pixel(x: cx, y: cy) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        #expect(palette.pixel(x: disc.x, y: disc.y) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        // Heavier weights thicken the mark, so the hole grows.
        let hole = { (weight: Font.Weight) in
            let canvas = try render(symbol.fontWeight(weight), scale: 1)
            let middle = canvas.width / 4..<canvas.width * 3 / 4
            return middle.flatMap { x in middle.map { y in canvas.pixel(x: x, y: y + (canvas.height - canvas.width) / 2) } }
                .filter { $0.alpha == 0 }.count
        }
        #expect(try hole(.black) > hole(.regular))
    }

    // MARK: Colour

    @Test func symbolsArePaintedInTheForegroundStyle() throws {
        let red = try render(Image(systemName: "circle.fill").foregroundStyle(.red), scale: 2)
        let middle = red.pixel(x: red.width / 2, y: red.height / 2)
        #expect(middle == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        // The primary label colour by default: black in light mode, white in dark.
        let renderer = ImageRenderer(content: Image(systemName: "circle.fill"))
        renderer.scale = 2
        renderer.environment.colorScheme = .dark
        let dark = try renderer.canvas
        #expect(dark.pixel(x: dark.width / 2, y: dark.height / 2) == RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        // A gradient is laid out on the symbol's frame: red at the top, blue at the bottom.
        let gradient = try render(Image(systemName: "square.fill")
            .foregroundStyle(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                            startPoint: .top, endPoint: .bottom)), scale: 2)
        let top = gradient.pixel(x: gradient.width / 2, y: 3), bottom = gradient.pixel(x: gradient.width / 2, y: gradient.height - 4)
        #expect(top.red > 200 && top.blue < 60 && bottom.blue > 200 && bottom.red < 60)
    }

    // MARK: References

    @Test func labelsWithSymbolsMatchTheirReferences() throws {
        let view = VStack(alignment: .leading, spacing: 8) {
            Label("Favorites", systemImage: "star.fill")
            Label("Inbox", systemImage: "tray").font(.headline)
            HStack { Image(systemName: "heart.fill").foregroundStyle(.pink); Text("Liked").foregroundStyle(.secondary) }
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill").imageScale(.large).foregroundStyle(.blue)
                Image(systemName: "gearshape")
                Image(systemName: "bell.badge").symbolRenderingMode(.hierarchical)
                Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(.tertiary)
            }
        }
        .padding(8)
        try ReferenceImages.expectMatchInBothSchemes(view, named: "symbols-labels")
    }
}

/// The size of `Image(systemName: name)`'s frame in text of `pointSize` points and `weight`, at
/// `imageScale`, snapped to the pixels of `displayScale` as frames are (for tests of views with symbols).
func symbolSize(_ name: String, pointSize: CGFloat = 17, weight: Font.Weight = .regular,
                imageScale: Image.Scale = .medium, displayScale: CGFloat = 1) throws -> CGSize {
    let catalog = try SymbolCatalog.bundled.get()
    let symbol = ResolvedSymbol(named: name, glyph: try #require(catalog.glyph(named: name)), in: catalog, pointSize: pointSize,
                                weight: weight, scale: imageScale)
    return CGRect(origin: .zero, size: symbol.size).integralIfAtScale(displayScale).size
}
