import Foundation
import Raster
import ViewTree

/// One probe case: a view and how the client renders it.
struct ProbeCase {
    var proposal = ProposedViewSize(width: 390, height: 844)
    var scale: CGFloat = 2
    var view: @MainActor () -> AnyView
}

/// Values no public number should trap on.
let badValues: [(String, CGFloat)] = [
    ("nan", .nan), ("inf", .infinity), ("-inf", -.infinity), ("neg", -7), ("zero", 0), ("tiny", 1e-300), ("huge", 1e300),
]

@MainActor func testBitmap(_ width: Int = 9, _ height: Int = 9) -> Bitmap {
    try! Bitmap(width: width, height: height, pixels: [UInt32](repeating: 0xFF0000FF, count: width * height))
}

/// Every public numeric input, as a view of the value.
@MainActor let numericInputs: [(String, (CGFloat) -> AnyView)] = [
    ("frame", { v in AnyView(Color.red.frame(width: v, height: v)) }),
    ("frameFlexible", { v in AnyView(Color.red.frame(minWidth: v, idealWidth: v, maxWidth: v, minHeight: v, idealHeight: v, maxHeight: v)) }),
    ("frameMaxText", { v in AnyView(Text("Hello world").frame(maxWidth: v).fixedSize()) }),
    ("padding", { v in AnyView(Text("Hello").padding(v)) }),
    ("paddingInsets", { v in AnyView(HStack { Text("a").padding(EdgeInsets(top: v, leading: v, bottom: 0, trailing: v)) }) }),
    ("offset", { v in AnyView(Color.red.frame(width: 10, height: 10).offset(x: v, y: v)) }),
    ("cornerRadius", { v in AnyView(Color.red.frame(width: 20, height: 20).cornerRadius(v)) }),
    ("roundedRectangle", { v in AnyView(RoundedRectangle(cornerRadius: v).fill(Color.blue).frame(width: 20, height: 20)) }),
    ("lineWidth", { v in AnyView(Circle().stroke(Color.red, lineWidth: v).frame(width: 20, height: 20)) }),
    ("strokeBorder", { v in AnyView(Capsule().strokeBorder(Color.red, lineWidth: v).frame(width: 40, height: 20)) }),
    ("border", { v in AnyView(Text("x").border(Color.red, width: v)) }),
    ("opacity", { v in AnyView(Color.red.frame(width: 10, height: 10).opacity(v)) }),
    ("blur", { v in AnyView(Text("blur").blur(radius: v)) }),
    ("shadow", { v in AnyView(Color.red.frame(width: 10, height: 10).shadow(radius: v, x: v, y: v)) }),
    ("scaleEffect", { v in AnyView(Text("scale").scaleEffect(v)) }),
    ("scaleEffectXY", { v in AnyView(Color.red.frame(width: 10, height: 10).scaleEffect(x: v, y: 1)) }),
    ("rotation", { v in AnyView(Text("turn").rotationEffect(.degrees(v))) }),
    ("rotationRadians", { v in AnyView(Color.red.frame(width: 10, height: 10).rotationEffect(.radians(v), anchor: UnitPoint(x: v, y: v))) }),
    ("kerning", { v in AnyView(Text("Hello").kerning(v)) }),
    ("tracking", { v in AnyView(Text("Hello").tracking(v)) }),
    ("lineSpacing", { v in AnyView(Text("Hello\nworld").lineSpacing(v)) }),
    ("fontSize", { v in AnyView(Text("Hello").font(.system(size: v))) }),
    ("minimumScaleFactor", { v in AnyView(Text("Hello wide world").minimumScaleFactor(v).lineLimit(1).frame(width: 30)) }),
    ("imageScale", { v in AnyView(Image(testBitmap(), scale: v)) }),
    ("imageScaleResizable", { v in AnyView(Image(testBitmap(), scale: v).resizable().frame(width: 10.3, height: 10.7)) }),
    ("capInsets", { v in AnyView(Image(testBitmap()).resizable(capInsets: EdgeInsets(top: v, leading: v, bottom: v, trailing: v)).frame(width: 33.3, height: 21.7)) }),
    ("capInsetsTile", { v in AnyView(Image(testBitmap()).resizable(capInsets: EdgeInsets(top: v, leading: 2, bottom: v, trailing: 2), resizingMode: .tile).frame(width: 40.5, height: 30.2)) }),
    ("aspectRatio", { v in AnyView(Color.red.aspectRatio(v, contentMode: .fit).frame(width: 50)) }),
    ("aspectRatioFill", { v in AnyView(Image(testBitmap(7, 5)).resizable().aspectRatio(CGSize(width: v, height: 1), contentMode: .fill).frame(width: 33.3, height: 33.3).clipped()) }),
    ("position", { v in AnyView(Color.red.frame(width: 10, height: 10).position(x: v, y: v)) }),
    ("gridSpacing", { v in AnyView(LazyVGrid(columns: [GridItem(.flexible(), spacing: v), GridItem(.flexible())], spacing: v) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 10) } }) }),
    ("gridItemFixed", { v in AnyView(LazyVGrid(columns: [GridItem(.fixed(v)), GridItem(.adaptive(minimum: v, maximum: v))]) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(height: 10) } }) }),
    ("lazyHGridSpacing", { v in AnyView(LazyHGrid(rows: [GridItem(.flexible(minimum: v, maximum: v))], spacing: v) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 10) } }) }),
    ("gridLayoutSpacing", { v in AnyView(Grid(horizontalSpacing: v, verticalSpacing: v) { GridRow { Text("a"); Text("b") }; GridRow { Text("c") } }) }),
    ("stackSpacing", { v in AnyView(VStack(spacing: v) { Text("a"); HStack(spacing: v) { Text("b"); Text("c") }; LazyVStack(spacing: v) { Text("d") } }) }),
    ("spacerMinLength", { v in AnyView(HStack { Text("a"); Spacer(minLength: v); Text("b") }) }),
    ("rendererScale", { _ in AnyView(Text("scale")) }),
    ("proposal", { _ in AnyView(VStack { Text("proposal"); Color.red }) }),
    ("brightnessContrast", { v in AnyView(Color.red.frame(width: 10, height: 10).brightness(v).contrast(v).saturation(v).grayscale(v)) }),
    ("hueRotation", { v in AnyView(Color.red.frame(width: 10, height: 10).hueRotation(.degrees(v))) }),
    ("colorComponents", { v in AnyView(Color(red: v, green: v, blue: v, opacity: v).frame(width: 10, height: 10)) }),
    ("progressValue", { v in AnyView(ProgressView(value: v, total: 1) { Text("p") }) }),
    ("trim", { v in AnyView(Circle().trim(from: v, to: 1).stroke(Color.red).frame(width: 20, height: 20)) }),
    ("offsetShape", { v in AnyView(Rectangle().inset(by: v).fill(Color.red).frame(width: 20, height: 20)) }),
]

/// A container or modifier wrapped around a view, to nest it thousands deep.
@MainActor let wrappers: [(String, (AnyView) -> AnyView)] = [
    ("VStack", { v in AnyView(VStack { v }) }),
    ("HStack", { v in AnyView(HStack { v }) }),
    ("ZStack", { v in AnyView(ZStack { v }) }),
    ("Group", { v in AnyView(Group { v }) }),
    ("AnyView", { v in AnyView(AnyView(v)) }),
    ("padding", { v in AnyView(v.padding(0.5)) }),
    ("frameFixed", { v in AnyView(v.frame(width: 50, height: 50)) }),
    ("frameMaxInfinity", { v in AnyView(v.frame(maxWidth: .infinity)) }),
    ("background", { v in AnyView(v.background(Color.red)) }),
    ("overlay", { v in AnyView(v.overlay(Color.clear)) }),
    ("opacity", { v in AnyView(v.opacity(0.99)) }),
    ("offset", { v in AnyView(v.offset(x: 0.01)) }),
    ("clipShape", { v in AnyView(v.clipShape(RoundedRectangle(cornerRadius: 2))) }),
    ("shadow", { v in AnyView(v.shadow(radius: 0.1)) }),
    ("blur", { v in AnyView(v.blur(radius: 0.01)) }),
    ("scaleEffect", { v in AnyView(v.scaleEffect(1.0001)) }),
    ("rotationEffect", { v in AnyView(v.rotationEffect(.degrees(0.01))) }),
    ("fixedSize", { v in AnyView(v.fixedSize()) }),
    ("foregroundColor", { v in AnyView(v.foregroundColor(.red)) }),
    ("font", { v in AnyView(v.font(.body)) }),
    ("compositingGroup", { v in AnyView(v.compositingGroup()) }),
    ("mask", { v in AnyView(v.mask(Color.black)) }),
    ("ScrollView", { v in AnyView(ScrollView { v }) }),
    ("LazyVStack", { v in AnyView(LazyVStack { v }) }),
    ("LazyHStack", { v in AnyView(LazyHStack { v }) }),
    ("GeometryReader", { v in AnyView(GeometryReader { _ in v }) }),
    ("NavigationStack", { v in AnyView(NavigationStack { v }) }),
    ("List", { v in AnyView(List { v }) }),
    ("Section", { v in AnyView(Section { v }) }),
    ("Button", { v in AnyView(Button(action: {}) { v }) }),
    ("ViewThatFits", { v in AnyView(ViewThatFits { v }) }),
    ("aspectRatio", { v in AnyView(v.aspectRatio(1, contentMode: .fit)) }),
    ("environment", { v in AnyView(v.environment(\.layoutDirection, .rightToLeft)) }),
]

@MainActor func nested(_ depth: Int, _ wrap: (AnyView) -> AnyView) -> AnyView {
    var view = AnyView(Color.blue.frame(width: 4, height: 4))
    for _ in 0..<depth { view = wrap(view) }
    return view
}

/// A view whose body holds itself `depth` times (a recursive user view).
struct Recursive: View {
    let depth: Int
    var body: some View {
        if depth == 0 { Text("leaf") } else { VStack { Recursive(depth: depth - 1) } }
    }
}

/// PNG and JPEG data that is not quite an image.
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
func pngChunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let length = UInt32(body.count)
    return [UInt8(length >> 24), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255), UInt8(length & 255)]
        + Array(type.utf8) + body + [0, 0, 0, 0]
}
func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)] }
@MainActor let corruptImages: [(String, Data)] = {
    let good = try! RasterCanvas(width: 4, height: 4).pngData()
    var rng = SystemRandomNumberGenerator()
    let random = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) })
    let jpegHeader: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]
    var flipped = good
    flipped[good.count / 2] ^= 0xFF
    return [
        ("empty", Data()),
        ("signatureOnly", Data(pngSignature)),
        ("truncatedPNG", good.prefix(good.count / 2)),
        ("flippedByte", flipped),
        ("random", random),
        ("hugeDimensions", Data(pngSignature + pngChunk("IHDR", be32(1_000_000) + be32(1_000_000) + [8, 6, 0, 0, 0]) + pngChunk("IEND", []))),
        ("zeroDimensions", Data(pngSignature + pngChunk("IHDR", be32(0) + be32(0) + [8, 6, 0, 0, 0]) + pngChunk("IEND", []))),
        ("jpegHeaderOnly", Data(jpegHeader)),
        ("jpegTruncated", Data(jpegHeader + [UInt8](repeating: 0xFF, count: 100))),
        ("jpegSOIEOI", Data([0xFF, 0xD8, 0xFF, 0xD9])),
    ]
}()

/// A loader that asks `inner` (through its public phase) and falls back on itself.
func delegating(_ inner: ViewTreeImageLoader) -> ViewTreeImageLoader {
    ViewTreeImageLoader { url in
        if let image = inner.phase(for: url).image { return image }
        return nil
    }
}
/// A chain of `count` delegating loaders above a stub; each awaits the next one's async load.
func chain(_ count: Int) -> ViewTreeImageLoader {
    var loader = ViewTreeImageLoader.stubbed(["https://example.com/a.png": Image(color: .red, width: 4, height: 4)])
    for _ in 0..<count { loader = delegating(loader) }
    return loader
}
/// A chain of `count` async loaders, each awaiting the next one's closure.
func asyncChain(_ count: Int) -> ViewTreeImageLoader {
    var load: @Sendable (URL) async throws -> Image? = { _ in Image(color: .red, width: 4, height: 4) }
    for _ in 0..<count {
        let inner = load
        load = { url in try await inner(url) }
    }
    return ViewTreeImageLoader(load: load)
}
/// A loader chain built through the environment: each level reads the loader above and wraps it.
struct Delegate<Content: View>: View {
    @Environment(\.viewTreeImageLoader) private var outer
    let content: Content
    var body: some View {
        content.viewTreeImageLoader(delegating(outer))
    }
}

let url = URL(string: "https://example.com/a.png")!

