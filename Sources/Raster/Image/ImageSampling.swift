/// How an image's pixels are sampled when it is drawn at another size.
public enum ImageSampling: Hashable, Sendable {
    /// Every pixel shows the image pixel under its centre: hard pixel edges, as SwiftUI's
    /// `.interpolation(.none)` draws.
    case nearest
    /// Bilinear interpolation when enlarging and area averaging when shrinking, so that a
    /// large photo drawn small keeps its overall colours instead of shimmering.
    case smooth
}
