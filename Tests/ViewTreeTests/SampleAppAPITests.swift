import Foundation
import Raster
import Testing
@testable import ViewTree

/// API Apple's sample apps (Food Truck, Backyard Birds) use: the `.scrollView` coordinate space,
/// `scenePadding`, `ToolbarTitleMenu`, exported uniform types, localized strings with format
/// specifiers and the localized-standard string comparator.
@MainActor struct SampleAppAPITests {
    @Test func scrollViewCoordinateSpaceIsTheInnermostScrollViews() {
        let seen = Recorder<[CGRect?]>()
        _ = layout(VStack(spacing: 0) {
            Color.red.frame(height: 20)
            ScrollView {
                VStack(spacing: 0) {
                    Color.blue.frame(height: 30)
                    GeometryReader { proxy in
                        let _ = seen.record([proxy.frame(in: .scrollView), proxy.frame(in: CoordinateSpace.scrollView),
                                             proxy.bounds(of: .scrollView)])
                        Color.green
                    }
                    .frame(height: 40)
                }
            }
        }, proposal: ProposedViewSize(width: 100, height: 120))
        let frame = CGRect(x: 0, y: 30, width: 100, height: 40)
        #expect(seen.values.last == [frame, frame, CGRect(x: 0, y: -30, width: 100, height: 100)])
        // Outside a scroll view the space is unknown: no bounds, frames in the root's coordinates.
        let outside = Recorder<CGRect?>()
        _ = layout(GeometryReader { proxy in let _ = outside.record(proxy.bounds(of: .scrollView)); Color.clear },
                   proposal: ProposedViewSize(width: 10, height: 10))
        #expect(outside.values == [nil])
    }

    @Test func scenePaddingIsTheDefaultPadding() {
        let padded = layout(Color.red.frame(width: 10, height: 10).scenePadding(.horizontal))
        #expect(padded.frame.size == CGSize(width: 42, height: 10))
        #expect(layout(Color.red.frame(width: 10, height: 10).scenePadding(.minimum, edges: .all)).frame.size
                == CGSize(width: 42, height: 42))
    }

    @Test func toolbarTitleMenuAddsNoBarItem() throws {
        let plain = NavigationStack { Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }
        let withMenu = NavigationStack {
            Text("Body").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarTitleMenu { Button("Rename") {} } }
        }
        func png(_ view: some View) throws -> Data {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 200, height: 200)
            return try renderer.pngData()
        }
        #expect(try png(withMenu) == png(plain))
    }

    @Test func exportedTypesConformToTheirDeclaredParents() {
        let donut = UTType(exportedAs: "com.example.donut")
        #expect(donut.identifier == "com.example.donut" && donut.conforms(to: .item) && !donut.conforms(to: .image))
        let photo = UTType(exportedAs: "com.example.photo", conformingTo: .png)
        #expect(photo.conforms(to: .png) && photo.conforms(to: .image) && !photo.conforms(to: .plainText))
        #expect(UTType(importedAs: "com.other.doc", conformingTo: .json).conforms(to: .text))
    }

    @Test func localizedStringsWriteValuesBySpecifier() {
        let number = 7
        #expect(String(localized: "Order #\(12)\(number, specifier: "%02d")") == "Order #1207")
        #expect(String(localized: "\(3.14159, specifier: "%.1f") km") == "3.1 km")
        #expect(String(localized: "\(0.5, specifier: "%.2f")") == "0.50")
    }

    @Test func localizedStandardComparatorSortsLexicallyOnLinux() {
        struct Food { var name: String }
        let foods = ["suet", "Nectar", "millet"].map(Food.init)
        let sorted = foods.sorted(using: SortDescriptor(\Food.name, comparator: .localizedStandard))
        // Linux's Foundation has only the lexical comparator: capitals first.
        #expect(sorted.map(\.name) == ["Nectar", "millet", "suet"])
    }
}
