import Foundation

extension Font {
    /// A width of the system font, as SwiftUI's `Font.Width` (SF Pro's width axis).
    public struct Width: Hashable, Sendable {
        /// The width as SF Pro's `wdth` axis measures it (0 standard, below narrower).
        public var value: CGFloat
        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }
        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrow width.
        public static let condensed = Width(-0.2)
        /// The usual width.
        public static let standard = Width(0)
        /// A wide width.
        public static let expanded = Width(0.2)
    }

    /// The font in another width. ViewTree's stand-in fonts have no width axis, so the text keeps
    /// its standard width (*unverified* against SF Pro's condensed and expanded cuts); with Apple's
    /// fonts supplied the same holds until their width axis is read.
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// The text in another width of the system font (drawn at the standard width; see `Font.width(_:)`).
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// Lets the text tighten its letter spacing before it truncates (ViewTree truncates without tightening).
    public func allowsTightening(_ flag: Bool) -> Text { self }
}

nonisolated extension View {
    /// The width of the system font of the text inside (drawn at the standard width; see `Font.width(_:)`).
    public func fontWidth(_ width: Font.Width?) -> some View { unchangedInRender() }

    /// Lets the text inside tighten its letter spacing before it truncates (ViewTree truncates
    /// without tightening, so a line that iOS would squeeze in is cut a little earlier).
    public func allowsTightening(_ flag: Bool) -> some View { unchangedInRender() }

    /// The language whose line-height and shaping rules text uses (ViewTree shapes every text by
    /// its script, so nothing changes).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { unchangedInRender() }
}
