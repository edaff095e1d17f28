import Foundation
import Raster
import ViewTree

/// One fuzz input: the first byte chooses what the rest is fed to (an image decoder, the
/// font loader and shaper, or Markdown in a rendered `Text`); each must decode, load or render,
/// or throw, and never crash.
/// It is libFuzzer's `LLVMFuzzerTestOneInput` too, which its own `main` (linked in by
/// `-sanitize=fuzzer`) calls when it is the one that runs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let data = Data(bytes.dropFirst())
    switch bytes[0] % 3 {
    case 0:
        _ = try? Bitmap(imageData: data)
    case 1:
        if let face = try? Typeface(data: data, name: "Fuzzed") {
            let layout = ShapedText("Hello, Ünïcode ﬁ 123", font: TextFont(typeface: face, size: 17)).layout(width: 100)
            if let canvas = try? RasterCanvas(width: 120, height: 40) {
                try? canvas.draw(layout, at: CGPoint(x: 2, y: 2), color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
            }
        }
    default:
        let markdown = String(decoding: data, as: UTF8.self)
        MainActor.assumeIsolated {
            let renderer = ImageRenderer(content: Text(LocalizedStringKey(markdown)).frame(width: 200))
            _ = try? renderer.canvas
        }
    }
    return 0
}
