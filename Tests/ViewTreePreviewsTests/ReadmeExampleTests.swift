import ArgumentParser
import Foundation
import Testing
@testable import ViewTreePreviews

// The README's preview package, as a user writes it (the catalog without `@main`, which a test
// target cannot have), with views of its own.

struct Basket {
    var items: [String]
    static let sample = Basket(items: ["Pour-over set", "Linen throw"])
    static let longNames = Basket(items: ["Walnut desk organiser with three trays and a pen rest"])
}

struct CheckoutView: View {
    let basket: Basket

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(basket.items, id: \.self) { Text($0).lineLimit(1) }
            Text("Pay now").font(.headline).foregroundStyle(.white).padding(12).background(.blue, in: Capsule())
        }
        .padding()
    }
}

public struct ProfileCard_Previews: PreviewProvider {
    public static var previews: some View {
        Text("Maya Lopez").padding().previewDisplayName("Light")
        Text("Maya Lopez").padding().preferredColorScheme(.dark).previewDisplayName("Dark")
    }
}

struct MyPreviews: ViewTreePreviewCatalog {
    static var previews: [Preview] {
        Preview("Checkout") { CheckoutView(basket: .sample) }
        Preview("Checkout, long names", devices: [.iPhoneSe, .iPhone13ProMax]) {
            CheckoutView(basket: .longNames)
        }
        Preview(ProfileCard_Previews.self)   // a SwiftUI preview provider, as it is
    }
}

/// The README's example compiles and renders as the README says.
@MainActor @Suite struct ReadmeExampleTests {
    @Test func theDocumentedCommandRendersEveryPreviewWithSheetsAndAReport() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let parsed = try ViewTreePreviewCommand<MyPreviews>.parseAsRoot(["render", "--device", "iPhoneSe", "iPhoneSe.landscape",
                                                                 "--color-scheme", "light", "dark", "--out", folder.url.path])
        guard var command = parsed as? RenderCommand<MyPreviews> else {
            Issue.record("render did not parse as the render command")
            return
        }
        try await command.run()
        let expected = ["checkout/iPhoneSe-light.png", "checkout/iPhoneSe.landscape-dark.png",
                        "checkout-long-names/iPhoneSe-dark.png", "checkout-long-names/contact-sheet-light.png",
                        "profilecard-light/iPhoneSe-light.png", "profilecard-dark/iPhoneSe.landscape-dark.png",
                        "report.html"]
        for path in expected {
            #expect(FileManager.default.fileExists(atPath: folder.file(path).path), "\(path)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("profilecard-dark/iPhoneSe-light.png").path))
        let report = try String(contentsOf: folder.file("report.html"), encoding: .utf8)
        #expect(report.contains("<h2>ProfileCard – Dark</h2>"))
        #expect(report.contains("layout warning"))
    }
}
