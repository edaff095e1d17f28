import SwiftUI
import Testing
import UniformTypeIdentifiers

/// A view as iOS apps write it: `import UniformTypeIdentifiers` for the content types of a file importer.
struct DocumentImportView: View {
    @State private var importing = false
    static let accepted: [UTType] = [.pdf, .png, .plainText]

    var body: some View {
        Button("Import") { importing = true }
            .fileImporter(isPresented: $importing, allowedContentTypes: Self.accepted) { result in
                guard case .success(let url) = result, url.startAccessingSecurityScopedResource() else { return }
                defer { url.stopAccessingSecurityScopedResource() }
                _ = try? Data(contentsOf: url)
            }
    }
}

@MainActor struct DocumentImportViewTests {
    @Test func contentTypesFromTheFrameworkModuleAreSwiftUIsOwn() throws {
        #expect(DocumentImportView.accepted.map(\.identifier) == ["com.adobe.pdf", "public.png", "public.plain-text"])
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType.png.conforms(to: .image))
        // The view renders: a button with its title, the importer unpresented.
        let renderer = ImageRenderer(content: DocumentImportView())
        #expect(renderer.layout.allViews.contains { $0.text == "Import" })
        // Picked files are readable at once: Linux has no sandbox to open.
        #expect(URL(fileURLWithPath: "/tmp").startAccessingSecurityScopedResource())
    }
}

struct ContentTypeConformanceTests {
    @Test func typesConformThroughTheirSupertypes() {
        #expect(UTType.utf8PlainText.conforms(to: .text) && UTType.json.conforms(to: .text))
        #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent) && UTType.pdf.conforms(to: .content))
        #expect(UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text) && !UTType.folder.conforms(to: .data) && !UTType.text.conforms(to: .plainText))
    }
}
