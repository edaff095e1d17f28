import CRasterKernels
import Foundation

/// Shades pixels with an image seen through an arbitrary transform: each pixel centre is mapped
/// back into the image and sampled there, bilinearly or from the nearest pixel, clamped at the
/// image's edges.
struct ImageShader: PixelShader {
    private let image: Bitmap
    /// Maps canvas pixel coordinates to image pixel coordinates.
    private let toImage: CGAffineTransform
    private let sampling: ImageSampling
    /// For a template image, the premultiplied colour its alpha is painted in.
    private let tint: UInt32?

    init(image: Bitmap, toImage: CGAffineTransform, sampling: ImageSampling, tint: UInt32?) {
        self.image = image
        self.toImage = toImage
        self.sampling = sampling
        self.tint = tint
    }

    func shade(x: Int, y: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let t = toImage
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        let (u0, v0) = (Double(t.a) * px + Double(t.c) * py + Double(t.tx), Double(t.b) * px + Double(t.d) * py + Double(t.ty))
        let (du, dv) = (Double(t.a), Double(t.b))
        image.pixels.withUnsafeBufferPointer { pixels in
            for i in 0..<count {
                let (u, v) = (u0 + du * Double(i), v0 + dv * Double(i))
                var color = sampling == .nearest ? nearest(pixels, u, v) : bilinear(pixels, u, v)
                if let tint { color = vt_scale_pixel(tint, color >> 24) }
                colors[i] = color
            }
        }
    }

    private func clampedColumn(_ value: Int) -> Int { min(image.width - 1, max(0, value)) }
    private func clampedRow(_ value: Int) -> Int { min(image.height - 1, max(0, value)) }

    private func nearest(_ pixels: UnsafeBufferPointer<UInt32>, _ u: Double, _ v: Double) -> UInt32 {
        pixels[clampedRow(Int(v.rounded(.down))) * image.width + clampedColumn(Int(u.rounded(.down)))]
    }

    /// The four pixels around `(u, v)` weighted in 1/256ths, each channel rounded to nearest.
    private func bilinear(_ pixels: UnsafeBufferPointer<UInt32>, _ u: Double, _ v: Double) -> UInt32 {
        let (su, sv) = (u - 0.5, v - 0.5)
        let (left, top) = (su.rounded(.down), sv.rounded(.down))
        let fx = UInt32(((su - left) * 256).rounded()), fy = UInt32(((sv - top) * 256).rounded())
        let (x0, y0) = (Int(left), Int(top))
        let row0 = clampedRow(y0) * image.width, row1 = clampedRow(y0 + 1) * image.width
        let c0 = clampedColumn(x0), c1 = clampedColumn(x0 + 1)
        let (p00, p01, p10, p11) = (pixels[row0 + c0], pixels[row0 + c1], pixels[row1 + c0], pixels[row1 + c1])
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            func channel(_ pixel: UInt32) -> UInt32 { (pixel >> shift) & 255 }
            let top = channel(p00) * (256 - fx) + channel(p01) * fx
            let bottom = channel(p10) * (256 - fx) + channel(p11) * fx
            result |= ((top * (256 - fy) + bottom * fy + 32768) >> 16) << shift
        }
        return result
    }
}
