import Foundation

/// A title with an icon, as SwiftUI's `Label`, drawn by the label style in the environment
/// (`labelStyle(_:)`): by default the icon, then the title, in a row.
nonisolated public struct Label<Title: View, Icon: View>: View {
    private let title: Title
    private let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label of the views `title` and `icon` build.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    /// The label drawn by the style in the environment.
    public var body: some View {
        style.body(for: LabelStyleConfiguration(title: .init(AnyView(title)), icon: .init(AnyView(icon))))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of `titleKey` and the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) })
    }

    /// A label of the string `title` (verbatim) and the SF Symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label of `titleKey` and the image `name` from the calling module's resources (see
    /// `Image(_:bundle:)`; leave `fileID` to its default).
    public init(_ titleKey: LocalizedStringKey, image name: String, fileID: StaticString = #fileID) {
        self.init(title: { Text(titleKey) }, icon: { Image(name, fileID: fileID) })
    }
}
