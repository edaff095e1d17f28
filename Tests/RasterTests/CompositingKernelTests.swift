import CRasterKernels
import SeededFuzzing
import Testing

/// The C compositing kernels' shortcuts (vector steps, runs filled by copying, opaque runs skipped)
/// give exactly what the per-pixel formula gives, for lengths around every vector step.
struct CompositingKernelTests {
    private static let lengths = Array(0...40) + [63, 64, 65, 127, 1284]

    /// A premultiplied colour: opaque about half the time.
    private func premultipliedColor(_ generator: inout SeededGenerator) -> UInt32 {
        let alpha = UInt32.random(in: 0...255, using: &generator) | (Bool.random(using: &generator) ? 255 : 0)
        return (vt_scale_pixel(UInt32.random(in: 0...0xFF_FFFF, using: &generator), alpha) & 0xFF_FFFF) | alpha << 24
    }

    /// Coverage that is mostly full, mostly empty, or anything, so runs of each occur.
    private func coverage(count: Int, _ generator: inout SeededGenerator) -> [UInt8] {
        let mode = Int.random(in: 0..<3, using: &generator)
        return (0..<count).map { _ in
            let any = UInt8.random(in: 0...255, using: &generator)
            switch mode {
            case 0: return Int.random(in: 0..<8, using: &generator) == 0 ? any : 255
            case 1: return Int.random(in: 0..<8, using: &generator) == 0 ? any : 0
            default: return any
            }
        }
    }

    @Test func blendingMatchesThePerPixelFormula() {
        var generator = SeededGenerator(seed: 23)
        for count in Self.lengths {
            for _ in 0..<8 {
                let color = premultipliedColor(&generator)
                let background = (0..<count).map { _ in premultipliedColor(&generator) }
                let covered = coverage(count: count, &generator)
                var solid = background, shaded = background
                vt_blend_span(&solid, count, color)
                vt_blend_coverage_span(&shaded, covered, count, color)
                #expect(solid == background.map { vt_source_over(color, $0) }, "count \(count)")
                let expected = zip(background, covered).map { pixel, c in
                    c == 0 ? pixel : vt_source_over(vt_scale_pixel(color, UInt32(c)), pixel)
                }
                #expect(shaded == expected, "count \(count)")
            }
        }
    }

    @Test func maskingMatchesThePerByteProduct() {
        var generator = SeededGenerator(seed: 5)
        for count in Self.lengths {
            let values = coverage(count: count, &generator), mask = coverage(count: count, &generator)
            let constant = UInt8.random(in: 0...255, using: &generator)
            var product = [UInt8](repeating: 0, count: count), scaled = product
            vt_mask_coverage(&product, values, 0, mask, count)
            vt_mask_coverage(&scaled, nil, constant, mask, count)
            #expect(product == zip(values, mask).map { UInt8(vt_multiply8(UInt32($0), UInt32($1))) })
            #expect(scaled == mask.map { UInt8(vt_multiply8(UInt32(constant), UInt32($0))) })
        }
    }

    @Test func premultiplyingMatchesThePerPixelFormula() {
        var generator = SeededGenerator(seed: 9)
        for count in Self.lengths {
            let straight = (0..<count).map { _ in
                UInt32.random(in: 0...UInt32.max, using: &generator) | (Int.random(in: 0..<3, using: &generator) > 0 ? 0xFF00_0000 : 0)
            }
            var pixels = straight
            vt_premultiply_pixels(&pixels, count)
            #expect(pixels == straight.map { pixel in
                let alpha = pixel >> 24
                return alpha == 255 ? pixel : (vt_scale_pixel(pixel, alpha) & 0xFF_FFFF) | alpha << 24
            }, "count \(count)")
        }
    }

    /// Comparing straight pixels with premultiplied ones agrees with premultiplying first, and
    /// a change of one in any channel of any pixel (opaque or not) is found.
    @Test func premultipliedEqualityMatchesPremultiplyingFirst() {
        var generator = SeededGenerator(seed: 17)
        for count in Self.lengths {
            let straight = (0..<count).map { _ in
                UInt32.random(in: 0...UInt32.max, using: &generator) | (Int.random(in: 0..<3, using: &generator) > 0 ? 0xFF00_0000 : 0)
            }
            var premultiplied = straight
            vt_premultiply_pixels(&premultiplied, count)
            func equal(_ expected: [UInt32]) -> Bool {
                straight.withUnsafeBytes { raw in
                    vt_premultiplied_pixels_equal(raw.bindMemory(to: UInt8.self).baseAddress, expected, count) != 0
                }
            }
            #expect(equal(premultiplied), "count \(count)")
            guard count > 0 else { continue }
            let index = Int.random(in: 0..<count, using: &generator), shift = UInt32(Int.random(in: 0..<4, using: &generator) * 8)
            var changed = premultiplied
            changed[index] ^= 1 << shift
            #expect(!equal(changed), "count \(count), pixel \(index), bit \(shift)")
        }
    }
}
