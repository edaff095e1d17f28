import Foundation
import Testing
@testable import ViewTreePreviews
import Raster

#Preview { WideRow() }

#Preview("Declared badge", traits: .sizeThatFitsLayout) { Badge() }

#Preview("Declared wide row", traits: .landscapeLeft) {
    WideRow()
}

#Preview("Declared sized", traits: .fixedLayout(width: 80, height: 40), .landscapeRight) { Badge() }

#Preview("Declared state", traits: .sizeThatFitsLayout) {
    @Previewable @State var width: CGFloat = 30
    Color.red.frame(width: width, height: 10)
        .onAppear { width = 42 }
}

#Preview("Declared sample", traits: .sampleData, .sizeThatFitsLayout) { SampleWidthView() }

#Preview(body: { WideRow() })

/// A model the previews share, as iOS 18's preview modifiers make them.
@Observable final class SampleWidths {
    var width: CGFloat
    init(width: CGFloat) { self.width = width }
}

/// Sample data for previews, made once and put in the environment.
struct SampleData: PreviewModifier {
    static func makeSharedContext() async throws -> SampleWidths { SampleWidths(width: 42) }

    func body(content: Content, context: SampleWidths) -> some View {
        content.environment(context)
    }
}

/// A setup that cannot be made.
struct BrokenSampleData: PreviewModifier {
    struct Unavailable: Error {}
    static func makeSharedContext() async throws -> SampleWidths { throw Unavailable() }
    func body(content: Content, context: SampleWidths) -> some View { content.environment(context) }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleData: Self = .modifier(SampleData())
}

/// A bar as wide as the environment's model says.
struct SampleWidthView: View {
    @Environment(SampleWidths.self) private var widths
    var body: some View { Color.red.frame(width: widths.width, height: 10) }
}

/// A provider no catalog lists and no other file can see.
private struct Hidden_Previews: PreviewProvider {
    static var previews: some View { Badge().previewDisplayName("Hidden") }
}

/// A provider inside another type, as extensions of a view often hold them.
enum Screens {
    final class Nested_Previews: PreviewProvider {
        static var previews: some View { WideRow() }
    }
}

/// A generic provider: SwiftUI cannot preview it without its argument, nor can we.
struct Generic_Previews<Element>: PreviewProvider {
    static var previews: some View { WideRow() }
}

/// `#Preview` in a test target: found at run time by name, with its traits, in debug and release.
@MainActor @Suite struct DeclaredPreviewTests {
    /// The previews this file declares.
    var declared: [Preview] {
        Preview.declared(inModule: "ViewTreePreviewsTests")
    }

    @Test func findsEveryPreviewOfThisFileByNameWithItsTraits() throws {
        #expect(declared.filter { $0.provider == nil }.map(\.name)
            == ["DeclaredPreviewTests", "Declared badge", "Declared wide row", "Declared sized", "Declared state",
                "Declared sample", "DeclaredPreviewTests 2"])
        let byName = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["DeclaredPreviewTests"]?.layout == nil && byName["DeclaredPreviewTests"]?.orientation == nil)
        #expect(byName["Declared badge"]?.layout == .sizeThatFits)
        #expect(byName["Declared wide row"]?.orientation == .landscapeLeft)
        #expect(byName["Declared sized"]?.layout == .fixed(width: 80, height: 40))
        #expect(byName["Declared sized"]?.orientation == .landscapeRight)
    }

    @Test func findsEveryNonGenericProviderOfTheModuleWithNoListing() throws {
        // After the `#Preview`s, by module and name: internal, nested and private ones alike.
        let providers = declared.drop { $0.provider == nil }
        // (sorted by qualified name: Badge_Previews, Hidden_Previews, ProfileCard_Previews, Screens.Nested_Previews)
        #expect(providers.map(\.name) == ["Badge", "Hidden", "ProfileCard", "Nested"])
        #expect(providers.allSatisfy { $0.provider != nil })
        #expect(providers.map(\.provider).contains(ObjectIdentifier(Badge_Previews.self)))
        #expect(!providers.map(\.provider).contains(ObjectIdentifier(Generic_Previews<Int>.self)))
        // Another module's providers are in the process too, and only in `declared`.
        #expect(Preview.declared.filter { $0.name == "Badge" }.count == 2)
    }

    @Test func aProviderTheCatalogListsIsRenderedOnce() throws {
        let names = TripCatalog.renderedPreviews.map(\.name)
        #expect(names.filter { $0 == "Badge" }.count == 1)
        #expect(names.contains("Hidden") && names.contains("ProfileCard"))
        // The listed one, with the catalog's traits, is the one kept.
        #expect(TripCatalog.renderedPreviews.first { $0.name == "Badge" }?.layout == .sizeThatFits)
    }

    @Test func previewableStateIsTheViewsState() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let previews = declared.filter { $0.name == "Declared state" }
        let matrix = ViewTreeRenderMatrix(previews: previews, choice: ViewTreeMatrixChoice(devices: [testPhone], colorSchemes: [.light]))
        let run = try await ViewTreePreviewRenderer(output: folder.url).render(matrix, previews: previews)
        #expect(run.succeeded)
        let bitmap = try Bitmap(pngData: Data(contentsOf: folder.file("declared-state/testPhone-light.png")))
        // onAppear set the state to 42 points, which the next frame of the same view shows.
        #expect(bitmap.width == 42 && bitmap.height == 10)
    }

    @Test func previewModifiersWrapThePreviewInTheirSharedContext() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let previews = declared.filter { $0.name == "Declared sample" }
            + [Preview("Broken sample", traits: .modifier(BrokenSampleData()), .sizeThatFitsLayout) { SampleWidthView() }]
        let matrix = ViewTreeRenderMatrix(previews: previews, choice: ViewTreeMatrixChoice(devices: [testPhone], colorSchemes: [.light]))
        let run = try await ViewTreePreviewRenderer(output: folder.url).render(matrix, previews: previews)
        let bitmap = try Bitmap(pngData: Data(contentsOf: folder.file("declared-sample/testPhone-light.png")))
        // The context made in the modifier's task reached the view: the bar is 42 points wide.
        #expect(bitmap.width == 42 && bitmap.height == 10)
        let broken = try #require(run.outcomes.first { $0.job.path.hasPrefix("broken-sample/") })
        #expect(broken.issues.contains { $0.kind == .previewSetupFailed && $0.message.contains("BrokenSampleData") })
    }

    @Test func catalogsRenderTheirPreviewsThenEveryDeclaredOne() throws {
        let names = DeclaredCatalog.renderedPreviews.map(\.name)
        #expect(names.first == "Row")
        #expect(names.contains("Declared badge") && names.contains("Declared state"))
        #expect(try ListCommand<DeclaredCatalog>.listing(previews: ["declared-badge"], choice: ViewTreeMatrixChoice())
            == "Declared badge (declared-badge/): 1 image on testPhone")
    }
}

/// A catalog that lists one preview and renders the `#Preview`s too.
enum DeclaredCatalog: ViewTreePreviewCatalog {
    static var previews: [Preview] {
        Preview("Row") { WideRow() }
    }
    static var defaultDevices: [ViewTreeDevice] { [testPhone] }
}
