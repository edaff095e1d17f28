import Foundation
import SwiftUI
import Testing
import UniformTypeIdentifiers

/// A value apps share and drag, with the representations iOS apps declare.
struct Postcard: Codable, Transferable {
    var city: String
    var photo: URL

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        FileRepresentation(exportedContentType: .png) { SentTransferredFile($0.photo) }
            .suggestedFileName("Postcard.png")
        ProxyRepresentation(exporting: \.city)
    }
}

@MainActor struct TransferableTests {
    @Test func representationsBuildInOrder() {
        let representation = Postcard.transferRepresentation
        #expect("\(type(of: representation))" == "TupleTransferRepresentation<Postcard, Pack{CodableRepresentation<Postcard>, FileRepresentation<Postcard>, ProxyRepresentation<Postcard, String>}>")
        let postcard = Postcard(city: "Oslo", photo: URL(fileURLWithPath: "/tmp/oslo.png"))
        let card = Text(postcard.city).draggable(postcard).dropDestination(for: Postcard.self) { _, _ in true }
        #expect(ImageRenderer(content: card).layout.allViews.compactMap(\.text) == ["Oslo"])
    }

    @Test func systemTypesAreTransferable() {
        #expect(Image.transferRepresentation.contentType == .png)
        #expect(String.transferRepresentation.contentType == .plainText)
        #expect(Data.transferRepresentation.contentType == .data)
        let link = ShareLink(item: URL(string: "https://example.com")!) { Text("Share") }.draggable(Image(systemName: "star"))
        #expect(ImageRenderer(content: link).layout.allViews.compactMap(\.text) == ["Share"])
    }
}
