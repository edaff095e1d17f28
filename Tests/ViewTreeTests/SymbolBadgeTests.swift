import Foundation
import Testing
@testable import ViewTree
import Raster

/// Badged symbols (`bell.badge`, `folder.badge.plus`): the badge is a layer of its own, tinted
/// apart from the rest in multicolour, hierarchical and palette rendering, and placed where SF
/// Symbols places it (docs/SYMBOL-METRICS.md, "Badges").
@MainActor @Suite struct SymbolBadgeTests {
    private let green = RGBA8(red: 52, green: 199, blue: 89, alpha: 255)
    private let red = RGBA8(red: 255, green: 59, blue: 48, alpha: 255)
    private let white = RGBA8(red: 255, green: 255, blue: 255, alpha: 255)
    private let blue = RGBA8(red: 0, green: 122, blue: 255, alpha: 255)
    private let black = RGBA8(red: 0, green: 0, blue: 0, alpha: 255)

    /// The badged names and, for each, where its badge's centre lies in the symbol's box (as
    /// fractions of the box, y down), from SF Symbols' outlines (regular, medium).
    nonisolated static let badged: [(name: String, x: Double, y: Double)] = [
        ("bell.badge", 0.76, 0.167), ("bell.badge.fill", 0.76, 0.164), ("app.badge", 0.829, 0.171),
        ("envelope.badge", 0.871, 0.182), ("person.crop.circle.badge.plus", 0.21, 0.752),
        ("externaldrive.badge.plus", 0.187, 0.728), ("folder.badge.plus", 0.811, 0.273),
        ("person.crop.circle.badge.exclamationmark", 0.21, 0.752), ("person.crop.circle.badge.moon", 0.21, 0.752),
        ("bolt.trianglebadge.exclamationmark", 0.711, 0.781), ("calendar.badge.plus", 0.79, 0.75),
        ("person.badge.plus", 0.773, 0.767), ("person.fill.badge.plus", 0.769, 0.764), ("photo.badge.plus", 0.818, 0.75),
        ("doc.badge.plus", 0.241, 0.782), ("folder.badge.gearshape", 0.808, 0.276), ("text.badge.checkmark", 0.252, 0.269),
    ]

    private func draw(_ name: String, _ mode: SymbolRenderingMode?, _ styles: (Color, Color)? = nil) throws -> RasterCanvas {
        let image = Image(systemName: name).symbolRenderingMode(mode).font(.system(size: 60))
        let styled: AnyView = styles.map { AnyView(image.foregroundStyle($0.0, $0.1)) } ?? AnyView(image.foregroundStyle(.blue))
        return try render(styled.background(Color.black))
    }

    /// The badge's bounds in pixels: the catalog's badge glyph, placed as the symbol is drawn.
    private func badgeBounds(_ name: String) throws -> CGRect {
        let catalog = try SymbolCatalog.bundled.get()
        let glyph = try #require(catalog.glyph(named: name)), badge: UInt32 = try #require(catalog.badge(named: name))
        let symbol = ResolvedSymbol(named: name, glyph: glyph, badge: badge, in: catalog, pointSize: 60,
                                    weight: .regular, scale: .medium)
        return try #require(symbol.badge).boundingRect
    }

    /// The badge's centre in pixels.
    private func badgeCentre(_ name: String) throws -> (x: Int, y: Int) {
        let disc = try badgeBounds(name)
        return (Int(disc.midX.rounded(.down)), Int(disc.midY.rounded(.down)))
    }

    private func pixels(_ canvas: RasterCanvas) -> [RGBA8] {
        (0..<canvas.height).flatMap { y in (0..<canvas.width).map { canvas.pixel(x: $0, y: y) } }
    }

    /// Multicolour: the notification dot red, the bell in the foreground; in monochrome all of it
    /// in the foreground.
    @Test(arguments: ["bell.badge", "bell.badge.fill", "app.badge", "envelope.badge"])
    func notificationDotsAreRed(_ name: String) throws {
        let (x, y) = try badgeCentre(name)
        let multi = try draw(name, .multicolor)
        #expect(multi.pixel(x: x, y: y) == red)
        #expect(pixels(multi).filter { $0 == blue }.count > 100, "the rest in the foreground")
        let mono = try draw(name, nil)
        #expect(mono.pixel(x: x, y: y) == blue)
        #expect(!pixels(mono).contains(red))
    }

    /// Badged symbols without a multicolour layerset draw in the foreground in multicolour too.
    @Test(arguments: ["envelope.badge.fill", "person.crop.circle.badge"])
    func badgesWithoutMulticolourLayersKeepTheForeground(_ name: String) throws {
        #expect(try draw(name, .multicolor).bitmap == (try draw(name, nil)).bitmap)
    }

    /// Multicolour marked badges: a green disc with a white plus or checkmark, a red one with a
    /// white minus or xmark, the rest in the foreground.
    @Test(arguments: [
        ("folder.badge.plus", "green"), ("folder.fill.badge.plus", "green"), ("person.crop.circle.badge.plus", "green"),
        ("person.crop.circle.fill.badge.plus", "green"), ("externaldrive.badge.plus", "green"),
        ("person.crop.circle.badge.checkmark", "green"), ("folder.badge.minus", "red"),
        ("person.crop.circle.badge.minus", "red"), ("person.crop.circle.badge.xmark", "red"),
        ("person.crop.circle.fill.badge.xmark", "red"),
    ])
    func markedBadgesHaveAWhiteMark(_ name: String, disc: String) throws {
        let multi = try draw(name, .multicolor)
        let drawn = pixels(multi)
        #expect(drawn.filter { $0 == (disc == "green" ? green : red) }.count > 40, "the disc")
        #expect(drawn.filter { $0 == white }.count > 20, "the mark")
        #expect(drawn.filter { $0 == blue }.count > 100, "the rest")
        guard !name.contains("checkmark") else { return }
        // The middle of a plus, minus or xmark: white, and cut out in monochrome.
        let (x, y) = try badgeCentre(name)
        #expect(multi.pixel(x: x, y: y) == white, "the mark's centre")
        #expect(try draw(name, nil).pixel(x: x, y: y) == black, "the mark cut out in monochrome")
    }

    /// Palette: the badge takes the first style, the rest the second; hierarchical: the badge the
    /// foreground, the rest a lighter level of it.
    @Test func paletteAndHierarchicalPaintTheBadgeApart() throws {
        let (x, y) = try badgeCentre("bell.badge.fill")
        let palette = try draw("bell.badge.fill", .palette, (.red, .blue))
        #expect(palette.pixel(x: x, y: y) == red)
        #expect(pixels(palette).filter { $0 == blue }.count > 200)
        let hierarchical = try draw("bell.badge.fill", .hierarchical)
        #expect(hierarchical.pixel(x: x, y: y) == blue)
        let bell = pixels(hierarchical).filter { $0 != blue && $0 != black && $0.blue > 100 && $0.blue < 220 }
        #expect(bell.count > 200, "the bell in a lighter blue")
    }

    /// Badges composed where Bootstrap's icon had its plus, minus or gear inside the symbol
    /// (`calendar.badge.plus`, `person.badge.minus`, `folder.badge.gearshape`): the badge takes
    /// palette's first style and the rest the second; monochrome paints both in the foreground.
    @Test(arguments: ["calendar.badge.plus", "person.badge.minus", "photo.badge.plus", "doc.badge.plus",
                      "folder.badge.gearshape", "text.badge.minus", "bell.badge.slash", "bell.badge.circle"])
    func composedBadgesArePaintedApart(_ name: String) throws {
        // A point of the badge off its mark (a plus or minus) and off the gear's hole.
        let bounds = try badgeBounds(name)
        let x = Int((bounds.midX + 0.21 * bounds.width).rounded(.down)), y = Int((bounds.midY + 0.21 * bounds.height).rounded(.down))
        let palette = try draw(name, .palette, (.red, .blue))
        #expect(palette.pixel(x: x, y: y) == red, "the badge")
        #expect(pixels(palette).filter { $0 == blue }.count > 200, "the rest")
        #expect(try draw(name, nil).pixel(x: x, y: y) == blue, "monochrome")
    }

    /// At the black weight a badge's mark is still cut out (thickened, as the badge is) and the
    /// rest keeps its gap to the badge: the mark's centre and a point of the gap stay background.
    @Test(arguments: ["folder.badge.plus", "calendar.badge.plus", "person.crop.circle.badge.plus"])
    func heavyBadgesKeepTheirMarkAndGap(_ name: String) throws {
        let canvas = try render(Image(systemName: name).font(.system(size: 60, weight: .black)).foregroundStyle(.blue)
            .background(Color.black))
        let catalog = try SymbolCatalog.bundled.get()
        let glyph = try #require(catalog.glyph(named: name)), badge: UInt32 = try #require(catalog.badge(named: name))
        let symbol = ResolvedSymbol(named: name, glyph: glyph, badge: badge, in: catalog, pointSize: 60,
                                    weight: .black, scale: .medium)
        let disc = try #require(symbol.badge).boundingRect
        #expect(canvas.pixel(x: Int(disc.midX), y: Int(disc.midY)) == black, "the mark")
        // Just outside the thickened disc, towards the symbol's centre: the gap.
        let centre = CGPoint(x: symbol.size.width / 2, y: symbol.size.height / 2)
        let dx = centre.x - disc.midX, dy = centre.y - disc.midY, length = (dx * dx + dy * dy).squareRoot()
        let reach = disc.width / 2 + symbol.emboldening / 2 + symbol.badgeGap / 2
        let gap = (x: Int(disc.midX + dx / length * reach), y: Int(disc.midY + dy / length * reach))
        #expect(canvas.pixel(x: gap.x, y: gap.y) == black, "the gap at \(gap)")
    }

    /// The weather symbols: the sun yellow in multicolour; in palette rendering the cloud takes
    /// the first style and the sun the second.
    @Test func theSunOfCloudSunIsPaintedApart() throws {
        let yellow = RGBA8(red: 255, green: 204, blue: 0, alpha: 255)
        let multi = pixels(try draw("cloud.sun.fill", .multicolor))
        #expect(multi.filter { $0 == yellow }.count > 40 && multi.filter { $0 == blue }.count > 300)
        let palette = pixels(try draw("cloud.sun.fill", .palette, (.red, .blue)))
        #expect(palette.filter { $0 == red }.count > 300, "the cloud")
        #expect(palette.filter { $0 == blue }.count > 40 && palette.filter { $0 == blue }.count < 300, "the sun")
    }

    /// The badge sits where SF Symbols puts it, relative to the symbol's box, within 0.05 of it.
    @Test(arguments: badged.map { $0.name })
    func badgesSitWhereSFSymbolsPutThem(_ name: String) throws {
        let expected = try #require(Self.badged.first { $0.name == name })
        let catalog = try SymbolCatalog.bundled.get()
        let glyph = try #require(catalog.glyph(named: name)), badge: UInt32 = try #require(catalog.badge(named: name))
        let symbol = ResolvedSymbol(named: name, glyph: glyph, badge: badge, in: catalog, pointSize: 100,
                                    weight: .regular, scale: .medium)
        let ink = symbol.outline.boundingRect, disc = try #require(symbol.badge).boundingRect
        #expect(abs((disc.midX - ink.minX) / ink.width - expected.x) < 0.05, "\(name) x")
        #expect(abs((disc.midY - ink.minY) / ink.height - expected.y) < 0.05, "\(name) y")
    }
}
