import PhotosUI
import SwiftUI
import Testing

/// A profile photo editor as iOS apps write it: `import PhotosUI`, a `PhotosPicker` bound to the
/// selection, the image loaded in `onChange`.
struct ProfilePhotoView: View {
    @State private var selection: PhotosPickerItem?
    @State private var photos: [PhotosPickerItem] = []
    @State private var imageData: Data?
    @State private var showsLibrary = false

    var body: some View {
        VStack(spacing: 12) {
            PhotosPicker(selection: $selection, matching: .images) {
                Label("Choose photo", systemImage: "photo")
            }
            PhotosPicker("Add to album", selection: $photos, maxSelectionCount: 5,
                         matching: .any(of: [.images, .not(.screenshots)]))
            Button("Library") { showsLibrary = true }
                .photosPicker(isPresented: $showsLibrary, selection: $selection, matching: .videos)
        }
        .onChange(of: selection) { _, item in
            Task { imageData = try? await item?.loadTransferable(type: Data.self) }
        }
    }
}

@MainActor struct ProfilePhotoViewTests {
    @Test func pickersDrawAsButtonsOfTheirLabels() throws {
        let picker = ImageRenderer(content: PhotosPicker("Add to album", selection: .constant([PhotosPickerItem]())))
        let button = ImageRenderer(content: Button("Add to album") {})
        #expect(try picker.canvas.bitmap.pixels == button.canvas.bitmap.pixels)
        let texts = ImageRenderer(content: ProfilePhotoView()).layout.allViews.compactMap(\.text)
        #expect(texts == ["Choose photo", "Add to album", "Library"], "\(texts)")
    }

    @Test func itemsLoadNothingWithoutAPhotoLibrary() async throws {
        let item = PhotosPickerItem(itemIdentifier: "A1B2")
        #expect(item.itemIdentifier == "A1B2" && item.supportedContentTypes.isEmpty)
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        #expect(PHPickerFilter.any(of: [.images, .videos]) != .all(of: [.images, .videos]))
    }
}
