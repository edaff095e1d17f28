import Foundation
import Testing
@testable import ViewTree
import Raster

/// containerBackground draws; onScrollGeometryChange, fileImporter and fileExporter compile
/// and leave the view as it is; UTType finds the common types.
@MainActor @Suite struct ContainerScrollFileAPITests {
    private var card: some View { Text("Card").frame(width: 100, height: 40) }

    @Test func aContainerBackgroundFillsBehindTheView() throws {
        let styled = try render(card.containerBackground(Color.red, for: .widget))
        #expect(styled.pixel(x: 2, y: 2) == RGBA8(red: 255, green: 59, blue: 48, alpha: 255))
        let built = try render(card.containerBackground(for: .navigation) { Color.blue })
        #expect(built.pixel(x: 2, y: 2) == ControlPixels.blue)
        #expect(layout(card.containerBackground(Color.red, for: .widget)).frame == layout(card).frame)
    }

    @Test func scrollAndFileModifiersLeaveTheViewAlone() throws {
        var ran = false
        let decorated = card
            .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { _, _ in ran = true }
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.pdf, .image]) { _ in ran = true }
            .fileImporter(isPresented: .constant(true), allowedContentTypes: [.json], allowsMultipleSelection: true) { _ in }
            .fileExporter(isPresented: .constant(true), item: "text", contentTypes: [.plainText]) { _ in ran = true }
            .fileMover(isPresented: .constant(false), file: nil) { _ in }
        #expect(try render(decorated).bitmap == (try render(card).bitmap))
        #expect(!ran)
        let geometry = ScrollGeometry(contentOffset: CGPoint(x: 0, y: 30), contentSize: CGSize(width: 100, height: 900),
                                      contentInsets: EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0),
                                      containerSize: CGSize(width: 100, height: 300))
        #expect(geometry.visibleRect == CGRect(x: 0, y: 30, width: 100, height: 300))
        #expect(geometry.bounds.minY == 20)
    }

    @Test func uniformTypesByIdentifierExtensionAndMIMEType() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "PDF") == .pdf)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType("public.jpeg") == .jpeg)
        #expect(UTType("com.example.custom")?.preferredFilenameExtension == nil)
        #expect(UTType("") == nil && UTType(filenameExtension: "nope") == nil)
        #expect(UTType.png.conforms(to: .data) && !UTType.png.conforms(to: .pdf))
    }
}
