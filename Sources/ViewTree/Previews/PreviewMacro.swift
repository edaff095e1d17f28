/// A preview of the view `body` makes, as SwiftUI's `#Preview`: the preview renderer
/// (ViewTreePreviews' `ViewTreePreviewCatalog`) finds it at run time, with no registration by hand.
///
/// ```swift
/// #Preview("Profile") { ProfileView(user: .sample) }
/// ```
///
/// An unnamed preview is named after its file (`ProfileView.swift` gives "ProfileView").
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// A preview with traits, as SwiftUI's `#Preview(_:traits:_:body:)`:
///
/// ```swift
/// #Preview("Badge", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// #Preview("Wide", traits: .landscapeLeft) { Dashboard() }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body, as in SwiftUI: `@Previewable @State var isOn = true`.
/// `#Preview` makes it a property of the view the preview shows, so it is that view's state.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewTreeMacros", type: "MarkerMacro")
