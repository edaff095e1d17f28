/// The pixels drawing goes to, the canvas's own or a layer's, addressed in canvas pixels: a
/// layer covers only its bounds, which may reach past the canvas's edges.
struct PixelTarget {
    /// The pixel at the top left of `bounds`.
    let base: UnsafeMutablePointer<UInt32>
    /// The canvas pixels this target holds, row by row.
    let bounds: PixelRect

    /// The address of canvas pixel `(x, y)`, which must lie inside `bounds`.
    @inline(__always)
    func pixel(x: Int, y: Int) -> UnsafeMutablePointer<UInt32> {
        base + (y - bounds.minY) * bounds.width + (x - bounds.minX)
    }
}
