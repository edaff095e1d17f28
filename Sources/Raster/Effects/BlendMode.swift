import CRasterKernels
import Foundation

/// How a layer's colours combine with what is beneath them, as in SwiftUI and CoreGraphics. The
/// separable modes follow the W3C compositing formulas on premultiplied colours; the result's
/// alpha is always source-over's.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    /// Only where the destination is, on top of it.
    case sourceAtop
    /// Beneath the destination.
    case destinationOver
    /// Erases the destination where the source is.
    case destinationOut
    /// Adds, then darkens by one: `max(0, source + destination - 1)`.
    case plusDarker
    /// Adds, clamped: `min(1, source + destination)`.
    case plusLighter

    /// Blends `count` premultiplied source pixels, each scaled by its coverage (when given),
    /// onto `destination`.
    func composite(_ source: UnsafePointer<UInt32>, onto destination: UnsafeMutablePointer<UInt32>,
                   coverage: UnsafePointer<UInt8>?, count: Int) {
        for i in 0..<count {
            var s = source[i]
            if let coverage { s = vt_scale_pixel(s, UInt32(coverage[i])) }
            guard s != 0 || self == .destinationOut else { continue }
            destination[i] = blend(RGBA8(packed: s), RGBA8(packed: destination[i])).packed
        }
    }

    private func blend(_ source: RGBA8, _ destination: RGBA8) -> RGBA8 {
        let s = SIMD4<Double>(Double(source.red), Double(source.green), Double(source.blue), Double(source.alpha)) / 255
        let d = SIMD4<Double>(Double(destination.red), Double(destination.green), Double(destination.blue),
                              Double(destination.alpha)) / 255
        let (sa, da) = (s.w, d.w)
        let alpha = sa + da - sa * da
        var result: SIMD4<Double>
        switch self {
        case .sourceAtop:
            result = s * da + d * (1 - sa)
            result.w = da
        case .destinationOver:
            result = d + s * (1 - da)
        case .destinationOut:
            result = d * (1 - sa)
        case .plusLighter:
            result = (s + d).clamped(lowerBound: .zero, upperBound: .one)
        case .plusDarker:
            result = (s + d - SIMD4(repeating: 1)).clamped(lowerBound: .zero, upperBound: .one)
            result.w = alpha
        case .hue, .saturation, .color, .luminosity:
            let mixed = nonSeparable(unpremultiplied(s), unpremultiplied(d))
            result = s * (1 - da) + d * (1 - sa) + mixed * (sa * da)
            result.w = alpha
        default:
            let (sc, dc) = (unpremultiplied(s), unpremultiplied(d))
            var mixed = SIMD4<Double>()
            for k in 0..<3 { mixed[k] = separable(sc[k], dc[k]) }
            result = s * (1 - da) + d * (1 - sa) + mixed * (sa * da)
            result.w = alpha
        }
        let bytes = (result.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
        let a = UInt8(bytes.w)
        return RGBA8(red: min(a, UInt8(bytes.x)), green: min(a, UInt8(bytes.y)), blue: min(a, UInt8(bytes.z)), alpha: a)
    }

    private func unpremultiplied(_ color: SIMD4<Double>) -> SIMD4<Double> {
        color.w > 0 ? SIMD4(color.x / color.w, color.y / color.w, color.z / color.w, color.w) : .zero
    }

    /// B(source, destination) for one straight channel of the separable modes.
    private func separable(_ s: Double, _ d: Double) -> Double {
        switch self {
        case .multiply: return s * d
        case .screen: return s + d - s * d
        case .overlay: return BlendMode.hardLight.separable(d, s)
        case .darken: return min(s, d)
        case .lighten: return max(s, d)
        case .colorDodge: return d == 0 ? 0 : (s >= 1 ? 1 : min(1, d / (1 - s)))
        case .colorBurn: return d >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - d) / s))
        case .hardLight: return s <= 0.5 ? d * 2 * s : d + (2 * s - 1) - d * (2 * s - 1)
        case .softLight:
            if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
            let curve = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
            return d + (2 * s - 1) * (curve - d)
        case .difference: return abs(s - d)
        case .exclusion: return s + d - 2 * s * d
        default: return s
        }
    }

    /// B(source, destination) for the modes that mix hue, saturation and luminosity.
    private func nonSeparable(_ s: SIMD4<Double>, _ d: SIMD4<Double>) -> SIMD4<Double> {
        func luminosity(_ c: SIMD4<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
        func saturation(_ c: SIMD4<Double>) -> Double { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }
        func clip(_ c: SIMD4<Double>) -> SIMD4<Double> {
            let l = luminosity(c), n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
            var c = c
            if n < 0 { c = SIMD4(repeating: l) + (c - SIMD4(repeating: l)) * (l / (l - n)) }
            if x > 1 { c = SIMD4(repeating: l) + (c - SIMD4(repeating: l)) * ((1 - l) / (x - l)) }
            return c
        }
        func withLuminosity(_ c: SIMD4<Double>, _ l: Double) -> SIMD4<Double> {
            clip(c + SIMD4(repeating: l - luminosity(c)))
        }
        func withSaturation(_ c: SIMD4<Double>, _ amount: Double) -> SIMD4<Double> {
            let n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
            guard x > n else { return .zero }
            var result = SIMD4<Double>()
            for k in 0..<3 { result[k] = (c[k] - n) * amount / (x - n) }
            return result
        }
        switch self {
        case .hue: return withLuminosity(withSaturation(s, saturation(d)), luminosity(d))
        case .saturation: return withLuminosity(withSaturation(d, saturation(s)), luminosity(d))
        case .color: return withLuminosity(s, luminosity(d))
        default: return withLuminosity(d, luminosity(s))
        }
    }
}
