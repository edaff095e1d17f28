/// The version of ViewTree, as released (semantic versioning; see CHANGELOG.md).
public enum ViewTreeVersion {
    /// This release's version, `major.minor.patch`: what `viewtree --version` prints and what a
    /// package depends on with `.package(url:from:)`.
    public static let current = "0.1.0"
}
