// iOS 13 and 14 spellings SwiftUI keeps beside their successors.

nonisolated extension View {
    /// Tints the controls in this view with `accentColor`, as `tint(_:)` does (SwiftUI's earlier
    /// spelling).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Turns autocorrection off (or back on) for fields inside this view, as
    /// `autocorrectionDisabled(_:)` does; `nil` keeps the platform's choice.
    public func disableAutocorrection(_ disable: Bool?) -> some View { unchangedInRender() }
}
