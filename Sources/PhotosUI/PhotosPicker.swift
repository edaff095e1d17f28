import Foundation
import ViewTree

/// A button that presents the photo library, as PhotosUI's `PhotosPicker`: drawn as a `Button`
/// of its label, as iOS draws it until it is tapped. A render never presents the library, so the
/// selection stays as the app set it.
public struct PhotosPicker<Label: View>: View {
    private let label: Label

    /// A picker of one asset, `filter` choosing what it offers.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker of up to `maxSelectionCount` assets (any number when `nil`).
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The button: the label, in the button style of its environment.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one asset titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    /// A picker of one asset titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }

    /// A picker of several assets titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    /// A picker of several assets titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default,
                                   matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }
}

extension View {
    /// Presents the photo library for one asset while `isPresented` is true, as PhotosUI's
    /// modifier: a render presents nothing, so the view is drawn as it is.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }

    /// Presents the photo library for several assets while `isPresented` is true: as the
    /// single-asset form, nothing is presented in a render.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>,
                             maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }
}
