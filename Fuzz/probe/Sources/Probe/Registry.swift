import Foundation
import ViewTree

/// Every case by name.
@MainActor func registry() -> [(String, ProbeCase)] {
    var cases: [(String, ProbeCase)] = []
    func add(_ name: String, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844), scale: CGFloat = 2,
             _ view: @escaping @MainActor () -> AnyView) {
        cases.append((name, ProbeCase(proposal: proposal, scale: scale, view: view)))
    }
    // Numbers.
    for (input, make) in numericInputs {
        for (label, value) in badValues {
            switch input {
            case "rendererScale": add("num.\(input).\(label)", scale: value) { make(value) }
            case "proposal": add("num.\(input).\(label)", proposal: ProposedViewSize(width: value, height: value)) { make(value) }
            default: add("num.\(input).\(label)", proposal: .unspecified) { make(value) }
            }
        }
    }
    // Depth.
    for (name, wrap) in wrappers {
        add("deep.\(name).10000") { nested(10_000, wrap) }
    }
    for (name, wrap) in wrappers where ["VStack", "padding", "List", "ScrollView", "GeometryReader", "NavigationStack", "background"].contains(name) {
        add("deep.\(name).1000") { nested(1_000, wrap) }
    }
    add("deep.ListInList.1000") { nested(1_000) { v in AnyView(List { v }) } }
    add("deep.recursiveUserView.10000") { AnyView(Recursive(depth: 10_000)) }
    add("deep.markdown.emphasis") {
        AnyView(Text(LocalizedStringKey(String(repeating: "*_", count: 5_000) + "x" + String(repeating: "_*", count: 5_000))).frame(width: 200))
    }
    add("deep.markdown.strongStrike") {
        AnyView(Text(LocalizedStringKey(String(repeating: "**~~", count: 5_000) + "x" + String(repeating: "~~**", count: 5_000))).frame(width: 200))
    }
    add("deep.markdown.links") {
        AnyView(Text(LocalizedStringKey(String(repeating: "[", count: 10_000) + "x" + String(repeating: "](u)", count: 10_000))).frame(width: 200))
    }
    add("deep.markdown.quotes") { AnyView(Text(LocalizedStringKey(String(repeating: "> ", count: 10_000) + "*x*")).frame(width: 200)) }
    add("deep.markdown.lists") { AnyView(Text(LocalizedStringKey(String(repeating: "- ", count: 10_000) + "*x*")).frame(width: 200)) }
    add("deep.markdown.backticks") { AnyView(Text(LocalizedStringKey(String(repeating: "`", count: 100_000) + "x")).frame(width: 200)) }
    add("deep.attributedNesting") {
        var text = Text("x")
        for index in 0..<10_000 { text = text + Text(index % 2 == 0 ? "a" : "b").bold() }
        return AnyView(text.frame(width: 200))
    }
    add("deep.textConcatenation") {
        var text = Text("x")
        for _ in 0..<10_000 { text = Text("(") + text + Text(")") }
        return AnyView(text.frame(width: 200))
    }
    // Layout cost with nesting (each should be linear).
    for depth in [20, 64] {
        add("nest.VStack.\(depth)") { nested(depth) { v in AnyView(VStack { v; Text("row") }) } }
        add("nest.HStackInZStack.\(depth)") { nested(depth) { v in AnyView(ZStack { HStack { v; Text("a") } }) } }
        add("nest.frameMaxInfinity.\(depth)") { nested(depth) { v in AnyView(v.frame(maxWidth: .infinity).padding(1)) } }
        add("nest.ViewThatFits.\(depth)") { nested(depth) { v in AnyView(ViewThatFits { v; Text("b") }) } }
        add("nest.fixedSizeText.\(depth)") { nested(depth) { v in AnyView(HStack { v.fixedSize(); Text("long text that wraps").layoutPriority(1) }) } }
        add("nest.alignmentGuide.\(depth)") { nested(depth) { v in AnyView(VStack(alignment: .leading) { v.alignmentGuide(.leading) { $0.width / 2 }; Text("x") }) } }
    }
    // Stroke styles.
    let dashes: [(String, [CGFloat], CGFloat)] = [
        ("tiny", [1e-20, 1e-20], 0), ("subnormal", [1e-300], 0), ("zeroes", [0, 0], 0), ("nan", [.nan, 2], 0),
        ("inf", [.infinity, 1], 0), ("negative", [-1, 2], 0), ("mixedZero", [0, 1e-300], 0), ("phaseHuge", [2, 2], 1e300),
        ("phaseNaN", [2, 2], .nan), ("small", [0.001], 0), ("offsetZero", [1e-9, 0], 5),
    ]
    for (name, pattern, phase) in dashes {
        add("stroke.dash.\(name)") {
            AnyView(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 2, dash: pattern, dashPhase: phase)).frame(width: 300, height: 300))
        }
    }
    for (label, value) in badValues {
        add("stroke.style.\(label)") {
            AnyView(RoundedRectangle(cornerRadius: 5).stroke(Color.red, style: StrokeStyle(lineWidth: value, lineCap: .round, lineJoin: .miter, miterLimit: value)).frame(width: 30, height: 30))
        }
    }
    // Canvases.
    add("canvas.100000x100000", proposal: .unspecified) { AnyView(Color.red.frame(width: 100_000, height: 100_000)) }
    add("canvas.1e6x1", proposal: .unspecified) { AnyView(Color.red.frame(width: 1_000_000, height: 1)) }
    add("canvas.20000x20000", proposal: .unspecified, scale: 1) { AnyView(Color.red.frame(width: 20_000, height: 20_000)) }
    add("canvas.scale100", proposal: .unspecified, scale: 100) { AnyView(Color.red.frame(width: 1_000, height: 1_000)) }
    add("canvas.scale1000small", proposal: .unspecified, scale: 1000) { AnyView(Text("x")) }
    add("canvas.scrollContent1e7") { AnyView(ScrollView { Color.red.frame(height: 10_000_000) }) }
    add("canvas.infiniteProposal", proposal: ProposedViewSize(width: .infinity, height: .infinity)) { AnyView(Color.red) }
    add("canvas.shapeUnspecified", proposal: .unspecified) { AnyView(Circle()) }
    add("canvas.blur1e4") { AnyView(Color.red.frame(width: 300, height: 300).blur(radius: 10_000)) }
    add("canvas.shadow1e4") { AnyView(Color.red.frame(width: 300, height: 300).shadow(radius: 10_000)) }
    add("canvas.scaleEffect1e6") { AnyView(Text("big").scaleEffect(1_000_000)) }
    add("canvas.offset1e9") { AnyView(Color.red.frame(width: 10, height: 10).offset(x: 1e9, y: -1e9)) }
    add("canvas.strokeWidth1e6") { AnyView(Circle().stroke(Color.red, lineWidth: 1_000_000).frame(width: 100, height: 100)) }
    add("canvas.cornerRadius1e9") { AnyView(RoundedRectangle(cornerRadius: 1e9).fill(Color.red).frame(width: 100, height: 100)) }
    add("canvas.font2000") { AnyView(Text("Huge").font(.system(size: 2_000))) }
    add("canvas.imageMaxScaled") { AnyView(Image(testBitmap(2, 2)).resizable().frame(width: 8_000, height: 8_000)) }
    // Strings.
    let paragraph = "Some **bold** and *italic* words with `code`, a [link](https://example.com) and ~~strike~~.\n"
    let megabyte = String(repeating: paragraph, count: 1_000_000 / paragraph.utf8.count)
    add("text.markdown1MBColumn") { AnyView(VStack { Text(LocalizedStringKey(megabyte)).frame(width: 300) }) }
    add("text.markdown1MBScroll") { AnyView(ScrollView { VStack { Text(LocalizedStringKey(megabyte)) } }) }
    add("text.plain1MB") { AnyView(VStack { Text(verbatim: String(repeating: "word ", count: 200_000)) }) }
    add("text.oneWord100k") { AnyView(Text(verbatim: String(repeating: "x", count: 100_000)).frame(width: 100)) }
    add("text.newlines10k") { AnyView(Text(verbatim: String(repeating: "\n", count: 10_000))) }
    add("text.thematicBreakX") { AnyView(Text(LocalizedStringKey(String(repeating: "- ", count: 50_000) + "x"))) }
    add("text.thematicBreakSpaces") { AnyView(Text(LocalizedStringKey("-" + String(repeating: " ", count: 50_000) + "- -x"))) }
    add("text.thematicBreakMany") { AnyView(Text(LocalizedStringKey(String(repeating: String(repeating: "* ", count: 2_000) + "x\n", count: 50)))) }
    add("text.headingHashes") { AnyView(Text(LocalizedStringKey(String(repeating: "#", count: 100_000) + " x"))) }
    add("text.linkDefinition") { AnyView(Text(LocalizedStringKey("[" + String(repeating: "a", count: 100_000) + "]x"))) }
    add("text.orderedDigits") { AnyView(Text(LocalizedStringKey(String(repeating: "1", count: 100_000) + ". x"))) }
    add("text.empty") { AnyView(Text("")) }
    add("text.emptyMarkdown") { AnyView(Text(LocalizedStringKey("**"))) }
    add("text.rtlArabic") { AnyView(Text(verbatim: "مرحبا بالعالم، هذا نص طويل باللغة العربية").frame(width: 120)) }
    add("text.rtlHebrewMixed") { AnyView(Text(verbatim: "שלום world 123 עולם").environment(\.layoutDirection, .rightToLeft)) }
    add("text.combiningZalgo") { AnyView(Text(verbatim: "Z" + String(repeating: "\u{0301}\u{0316}\u{0336}", count: 10_000)).frame(width: 100)) }
    add("text.combiningAlone") { AnyView(Text(verbatim: String(repeating: "\u{0301}", count: 1_000))) }
    add("text.emojiZWJ") { AnyView(Text(verbatim: String(repeating: "👩‍👩‍👧‍👦🏳️‍🌈🇯🇵👍🏽", count: 500)).frame(width: 200)) }
    add("text.nul") { AnyView(Text(verbatim: "a\u{0}b\u{0}\u{0}c")) }
    add("text.nulMarkdown") { AnyView(Text(LocalizedStringKey("*a*\u{0}**b**"))) }
    add("text.controlChars") { AnyView(Text(verbatim: String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }))) }
    add("text.privateUse") { AnyView(Text(verbatim: "\u{F0000}\u{F0001}\u{10FFFF}\u{FFFE}\u{FEFF}")) }
    add("text.privateUseMarkdown") { AnyView(Text(LocalizedStringKey("*\u{F0000}\u{F0005}* \u{10FFFF}"))) }
    add("text.bidiControls") { AnyView(Text(verbatim: String(repeating: "\u{202E}abc\u{202D}def\u{2067}", count: 1_000)).frame(width: 200)) }
    add("text.textFieldHuge") { AnyView(TextField("t", text: .constant(String(repeating: "x", count: 100_000)))) }
    add("text.cjkLong") { AnyView(Text(verbatim: String(repeating: "漢字かなカナ한글", count: 5_000)).frame(width: 150)) }
    add("text.tabs") { AnyView(Text(verbatim: String(repeating: "\t", count: 10_000) + "x")) }
    add("text.lineLimit0") { AnyView(Text("Hello world again").lineLimit(0).frame(width: 30)) }
    add("text.lineLimitNeg") { AnyView(Text("Hello world again").lineLimit(-5).frame(width: 30)) }
    // Images.
    for (name, data) in corruptImages {
        add("image.data.\(name)") {
            if let image = try? Image(data: data) { return AnyView(image.resizable().frame(width: 20, height: 20)) }
            return AnyView(Text("undecodable"))
        }
        add("image.file.\(name)") {
            let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("probe-\(name)-\(getpid()).png")
            try? data.write(to: file)
            return AnyView(AsyncImage(url: file) { $0.resizable() } placeholder: { Color.gray }.frame(width: 20, height: 20))
        }
    }
    add("image.oneByOneStretched") { AnyView(Image(testBitmap(1, 1)).resizable(capInsets: EdgeInsets(top: 0.5, leading: 0.5, bottom: 0.5, trailing: 0.5)).frame(width: 33.7, height: 0.3)) }
    add("image.capInsetsLargerThanImage") { AnyView(Image(testBitmap(4, 4)).resizable(capInsets: EdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9)).frame(width: 3.3, height: 2.2)) }
    add("image.scaledToFillOffGrid") { AnyView(Image(testBitmap(7, 5)).resizable().scaledToFill().frame(width: 33.37, height: 33.37).clipShape(Circle()).padding(0.33)) }
    add("image.tileTiny") { AnyView(Image(testBitmap(3, 3), scale: 1e-3).resizable(resizingMode: .tile).frame(width: 200, height: 200)) }
    add("image.unknownSymbol") { AnyView(Image(systemName: "no.such.symbol\u{0}")) }
    add("image.missingNamed") { AnyView(Image("../../etc/passwd")) }
    // Loaders.
    for count in [10, 100] {
        add("loader.chain\(count)") { AnyView(AsyncImage(url: url).frame(width: 20, height: 20).viewTreeImageLoader(chain(count))) }
        add("loader.asyncChain\(count)") { AnyView(AsyncImage(url: url).frame(width: 20, height: 20).viewTreeImageLoader(asyncChain(count))) }
        add("loader.envChain\(count)") {
            var view = AnyView(AsyncImage(url: url).frame(width: 20, height: 20))
            for _ in 0..<count { view = AnyView(Delegate(content: view)) }
            return AnyView(view.viewTreeImageLoader(.stubbed([url: Image(color: .red, width: 4, height: 4)])))
        }
        add("loader.nestedModifiers\(count)") {
            var view = AnyView(AsyncImage(url: url).frame(width: 20, height: 20))
            for index in 0..<count {
                view = AnyView(view.viewTreeImageLoader(index == 0 ? chain(1) : .stubbed([url: Image(color: .blue, width: 2, height: 2)])))
            }
            return view
        }
    }
    add("loader.sleepHour") {
        AnyView(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader { _ in try await Task.sleep(for: .seconds(3600)); return nil }))
    }
    add("loader.blockingSleep") {
        AnyView(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader { _ in sleep(3600); return nil }))
    }
    add("loader.mainActor") {
        AnyView(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader { _ in await MainActor.run { Image(color: .red, width: 2, height: 2) } }))
    }
    add("loader.mainQueue") {
        AnyView(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader { _ in
            await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume(returning: nil) } }
        }))
    }
    add("loader.neverResumes") {
        AnyView(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader { _ in
            await withCheckedContinuation { (_: CheckedContinuation<Image?, Never>) in }
        }))
    }
    add("loader.spinning") {
        AnyView(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader { _ in while true { await Task.yield() } }))
    }
    add("loader.throws") {
        struct Broken: Error {}
        return AnyView(AsyncImage(url: url).viewTreeImageLoader(ViewTreeImageLoader(strict: true) { _ in throw Broken() }))
    }
    add("loader.thousandURLs") {
        AnyView(ScrollView { VStack { ForEach(0..<1_000, id: \.self) { index in
            AsyncImage(url: URL(string: "https://example.com/\(index).png")).frame(width: 4, height: 4)
        } } }.viewTreeImageLoader(ViewTreeImageLoader { url in Image(color: .red, width: 2, height: 2) }))
    }
    add("loader.hugeImage") {
        AnyView(AsyncImage(url: url) { $0.resizable() } placeholder: { Color.gray }.frame(width: 50, height: 50)
            .viewTreeImageLoader(ViewTreeImageLoader { _ in Image(color: .red, width: 8_000, height: 8_000) }))
    }
    add("loader.loadsMore") {
        AnyView(AsyncImage(url: url) { phase in
            if phase.image != nil { AsyncImage(url: URL(string: "https://example.com/b.png")) } else { Color.gray }
        }.viewTreeImageLoader(ViewTreeImageLoader { _ in Image(color: .red, width: 2, height: 2) }))
    }
    // Tasks.
    add("task.sleepHour") { AnyView(Text("t").task { try? await Task.sleep(for: .seconds(3600)) }) }
    add("task.neverResumes") { AnyView(Text("t").task { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } }) }
    add("task.spinningYield") { AnyView(Text("t").task { while !Task.isCancelled { await Task.yield() } }) }
    add("task.loadsImage") { AnyView(TaskImage()) }
    add("task.thousandTasks") { AnyView(VStack { ForEach(0..<1_000, id: \.self) { index in Text("\(index)").task { } } }) }
    add("task.onAppearLoop") { AnyView(Counter()) }
    // Materials.
    let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
    add("material.allStacked") {
        AnyView(ZStack { ForEach(0..<200, id: \.self) { index in
            RoundedRectangle(cornerRadius: 20).fill(materials[index % materials.count]).padding(CGFloat(index % 20))
                .shadow(radius: 10).blur(radius: 2)
        } })
    }
    add("material.nested200") {
        nested(200) { v in AnyView(v.padding(1).background(materials.randomElement()!, in: RoundedRectangle(cornerRadius: 8))) }
    }
    add("material.overImageBlur") {
        AnyView(ZStack {
            Image(testBitmap(300, 300)).resizable()
            ForEach(0..<50, id: \.self) { _ in Rectangle().fill(.ultraThinMaterial).blur(radius: 30).compositingGroup().shadow(radius: 40) }
        })
    }
    add("material.scaled") { AnyView(Rectangle().fill(.thickMaterial).frame(width: 50, height: 50).scaleEffect(1_000)) }
    add("material.hugeList") { AnyView(List { ForEach(0..<10_000, id: \.self) { Text("\($0)").listRowBackground(Rectangle().fill(.regularMaterial)) } }) }
    // Lazy containers.
    add("lazy.LazyVStack100k") { AnyView(ScrollView { LazyVStack { ForEach(0..<100_000, id: \.self) { Text("Row \($0)") } } }) }
    add("lazy.List100k") { AnyView(List(0..<100_000, id: \.self) { Text("Row \($0)") }) }
    add("lazy.LazyVGrid100k") { AnyView(ScrollView { LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { ForEach(0..<100_000, id: \.self) { Text("\($0)") } } }) }
    add("lazy.LazyHStack100k") { AnyView(ScrollView(.horizontal) { LazyHStack { ForEach(0..<100_000, id: \.self) { Text("\($0)") } } }) }
    add("lazy.geometryInLazyVStack") {
        AnyView(ScrollView { LazyVStack { ForEach(0..<10_000, id: \.self) { index in GeometryReader { proxy in Text("\(index) \(proxy.size.width)") }.frame(height: 30) } } })
    }
    add("lazy.geometryUnframedInLazy") { AnyView(ScrollView { LazyVStack { ForEach(0..<1_000, id: \.self) { _ in GeometryReader { _ in Color.red } } } }) }
    add("lazy.geometryInList") { AnyView(List(0..<1_000, id: \.self) { index in GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) } }) }
    add("lazy.geometryInLazyGrid") { AnyView(ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) { ForEach(0..<10_000, id: \.self) { _ in GeometryReader { p in Circle().frame(width: p.size.width) } } } }) }
    add("lazy.scrollInScroll") { AnyView(ScrollView { LazyVStack { ForEach(0..<100, id: \.self) { _ in ScrollView(.horizontal) { LazyHStack { ForEach(0..<1_000, id: \.self) { Text("\($0)") } } } } } }) }
    add("lazy.lazyWithoutScroll") { AnyView(LazyVStack { ForEach(0..<100_000, id: \.self) { Text("\($0)") } }) }
    add("lazy.sections") { AnyView(List { ForEach(0..<1_000, id: \.self) { section in Section("S\(section)") { ForEach(0..<100, id: \.self) { Text("\($0)") } } } }) }
    add("lazy.pinned") { AnyView(ScrollView { LazyVStack(pinnedViews: [.sectionHeaders]) { ForEach(0..<1_000, id: \.self) { section in Section { ForEach(0..<100, id: \.self) { Text("\($0)") } } header: { Text("H\(section)") } } } }) }
    add("lazy.emptyForEach") { AnyView(ScrollView { LazyVStack { ForEach(0..<0, id: \.self) { Text("\($0)") } } }) }
    cases += extraCases()
    add("lazy.duplicateIDs") { AnyView(List { ForEach(Array(repeating: 1, count: 1_000), id: \.self) { Text("\($0)") } }) }
    return cases
}

/// A view whose task loads an image into its state (what an app's view model does).
struct TaskImage: View {
    @State private var image: Image?
    var body: some View {
        Group { if let image { image } else { Color.gray } }.frame(width: 20, height: 20)
            .task {
                let loaded = try? await Task.detached { () -> Image? in try await Task.sleep(for: .seconds(3600)); return nil }.value
                image = loaded
            }
    }
}

/// A view whose appearance keeps changing its state.
struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").id(count).onAppear { count += 1 }
    }
}
