import ViewTree

extension View {
    /// How fields inside this view capitalise, in UIKit's terms (SwiftUI's iOS 13 spelling of
    /// `textInputAutocapitalization(_:)`): typing is never shown in a render, so the view is
    /// drawn as it is.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        self
    }
}
