import Foundation
import Testing
@testable import ViewTree

/// Badges as iOS 17 draws them: in a list row the badge's text trails the row in the secondary
/// colour, before a link's chevron; on a tab item a systemRed capsule with white text at the
/// icon's top trailing corner. At 1x on an iPhone 13 Pro Max (the card's content ends at 388).
@MainActor @Suite struct BadgeTests {
    private var rows: some View {
        List {
            Text("Plain").badge(3)
            NavigationLink("Inbox", value: 1).badge(12)
            Text("Words").badge(Text("New"))
            Text("Key").badge("Hi")
            Text("String").badge(String("Str"))
            Text("Zero").badge(0)
            Text("Nil").badge(Text?.none)
            Text("Empty").badge(Optional<String>.none)
        }
    }

    @Test func aRowsBadgeTrailsItsContent() throws {
        let tree = windowLayout(rows)
        for badge in ["3", "New", "Hi", "Str"] {
            #expect(tree.first(text: badge)?.frame.maxX == 388, "\(badge)")
        }
        // Rows keep their height and their text's place.
        #expect(tree.first(text: "Plain")?.frame.origin == CGPoint(x: 40, y: 94))
        #expect(tree.first(text: "Words")?.frame.minY == 182)
        // 0 and nil show nothing.
        #expect(tree.first(text: "0") == nil)
        // Five badged rows and the link's own row.
        #expect(frames(tree, named: "HStack").count == 6)
    }

    @Test func aLinksBadgeGoesBeforeItsChevron() throws {
        let tree = windowLayout(rows)
        let chevron = try #require(frames(tree, named: "DisclosureChevron").first)
        #expect(chevron.maxX == 388)
        // The chevron (7 wide) and 8 between: the badge ends at 373.
        #expect(tree.first(text: "12")?.frame.maxX == 373)
        #expect(tree.first(text: "Inbox")?.frame.minX == 40)
    }

    @Test func aRowsBadgeIsInTheSecondaryColourInBothSchemes() throws {
        for scheme in [ColorScheme.light, .dark] {
            let tree = windowLayout(rows)
            let badge = try #require(tree.first(text: "New")).frame
            let canvas = try windowRender(rows, scale: 2, scheme: scheme)
            let inks = (Int(badge.minY * 2)..<Int(badge.maxY * 2)).flatMap { y in
                (Int(badge.minX * 2)..<Int(badge.maxX * 2)).map { canvas.pixel(x: $0, y: y) }
            }
            // The strongest ink is the secondary label colour over the row: grey, not black or white.
            let row = scheme == .light ? opaque(255, 255, 255) : opaque(28, 28, 30)
            let secondary = composite(Color.secondary.resolved(in: scheme, os: .default), over: row)
            let strongest = try #require(inks.max { abs(Int($0.red) - Int(row.red)) < abs(Int($1.red) - Int(row.red)) })
            #expect(close(strongest, secondary, tolerance: 12), "\(scheme): \(strongest) against \(secondary)")
        }
    }

    private func tabs(badge: Int = 3) -> some View {
        TabView {
            Color.clear.tabItem { Label("Home", systemImage: "house") }.badge(badge)
            Tab("Mail", systemImage: "envelope") { Color.clear }.badge("New")
            Color.clear.tabItem { Text("Plain") }
        }
    }

    @Test func aTabItemsBadgeIsARedCapsuleAtTheIconsCorner() throws {
        let tree = windowLayout(tabs())
        let capsules = frames(tree, named: "Capsule")
        #expect(capsules.count == 2)
        // One digit: 18 by 18, from 4 past the centre of the item (its icon's) and 3 above its top.
        let home = try #require(tree.first(named: "VStack")).frame
        let one = try #require(capsules.first)
        #expect(one.size == CGSize(width: 18, height: 18))
        #expect(abs(one.minX - (home.midX + 4)) <= 0.5)
        #expect(one.minY == home.minY - 3)
        // A word: its text and 4 either side.
        let word = try #require(capsules.last)
        let wordWidth = try idealWidth("New", font: .system(size: 13))
        #expect(word.height == 18 && abs(word.width - (wordWidth + 8)) <= 1)
        #expect(tree.first(text: "New")?.frame.midX == word.midX)
        // No badge, no capsule.
        #expect(frames(windowLayout(tabs(badge: 0)), named: "Capsule").count == 1)
    }

    @Test func tabBadgesAreSystemRedWithWhiteTextInBothSchemes() throws {
        let one = try #require(frames(windowLayout(tabs()), named: "Capsule").first)
        for (scheme, red) in [(ColorScheme.light, opaque(255, 59, 48)), (.dark, opaque(255, 69, 58))] {
            let canvas = try windowRender(tabs(), scale: 3, scheme: scheme)
            // Beside the digit, inside the round end.
            #expect(canvas.pixel(x: Int(one.minX * 3) + 6, y: Int(one.midY * 3)) == red, "\(scheme)")
            let inks = (Int(one.minY * 3)..<Int(one.maxY * 3)).flatMap { y in
                (Int(one.minX * 3)..<Int(one.maxX * 3)).map { canvas.pixel(x: $0, y: y) }
            }
            #expect(inks.contains(opaque(255, 255, 255)), "\(scheme)")
        }
    }
}
