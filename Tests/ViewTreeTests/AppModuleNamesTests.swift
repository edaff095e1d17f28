import AppNamesFixture
import Foundation
import Testing
import ViewTree

/// A view that reads the app module's loader from the environment.
private struct AppLoaderName: View {
    @Environment(\.imageLoader) private var loader

    var body: some View { Text(verbatim: loader.name) }
}

/// A module importing both an app module and ViewTree uses the app's names unqualified:
/// ViewTree's own additions all carry its prefix.
@MainActor struct AppModuleNamesTests {
    @Test func appModuleNamesAreUnambiguousBesideViewTree() {
        let url = URL(string: "https://example.com/a.png")!
        let view = VStack {
            AppLoaderName()
            AsyncImage(url: url)
        }
        .imageLoader(ImageLoader(name: "app"))
        .viewTreeImageLoader(.stubbed([url: Image(color: .red, width: 10, height: 6)]))
        let layout: ViewTreeLayout = ImageRenderer(content: view).layout
        #expect(layout.allViews.contains { $0.text == "app" })
        // The app's types, named without qualification.
        let appTypes: [Any] = [RenderIssue(), ViewLayout(), DeviceConfiguration(), HostingWindow(), LayoutWarning(),
                               DisplayItem(), ResolvedFont(), SnapshotImage(), RenderProgress(), RenderError.failed,
                               Bitmap(), Paint(), TextLayout(), Typeface(), PixelSize(), TextSpan()]
        #expect(appTypes.count == 16)
        #expect(EnvironmentValues().referenceDate == Date(timeIntervalSince1970: 0))
    }

    /// The drawing names SwiftUI shares with Raster come with `import ViewTree` alone, operators
    /// included (this file does not import Raster).
    @Test func swiftUINamesFromRasterWorkWithoutImportingIt() {
        let angle = Angle.degrees(90) - .degrees(30) + .degrees(15) * 2 + (-Angle.degrees(10))
        #expect(abs(angle.degrees - 80) < 1e-9)
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(path.applying(CGAffineTransform(scaleX: 3, y: 2)).boundingRect == CGRect(x: 0, y: 0, width: 6, height: 2))
        let style = StrokeStyle(lineWidth: 2, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel)
        #expect(style.lineWidth == 2)
        #expect(BlendMode.multiply != .normal && RoundedCornerStyle.continuous != .circular)
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
    }
}
