import Foundation
import ViewTree

/// A custom layout that answers with `value` for every size and place.
struct BadLayout: Layout {
    let value: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: value, height: value)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: value, y: value), proposal: ProposedViewSize(width: value, height: value))
        }
    }
}

/// Cases for controls, gradients, layouts, formatting and other public numbers.
@MainActor func extraCases() -> [(String, ProbeCase)] {
    var cases: [(String, ProbeCase)] = []
    func add(_ name: String, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844), _ view: @escaping @MainActor () -> AnyView) {
        cases.append((name, ProbeCase(proposal: proposal, scale: 2, view: view)))
    }
    for (label, v) in badValues {
        add("extra.customLayout.\(label)") { AnyView(BadLayout(value: v) { Text("a"); Color.red }) }
        add("extra.alignmentGuide.\(label)") { AnyView(VStack(alignment: .leading) { Text("a").alignmentGuide(.leading) { _ in v }; Text("b") }) }
        add("extra.zIndexPriority.\(label)") { AnyView(ZStack { ForEach(0..<50, id: \.self) { i in Color.red.frame(width: 10, height: 10).zIndex(i % 3 == 0 ? Double(v) : Double(i)).layoutPriority(Double(v)) } }) }
        add("extra.slider.\(label)") { AnyView(Slider(value: .constant(Double(v)), in: 0...1)) }
        add("extra.progressTotal.\(label)") { AnyView(ProgressView(value: 0.5, total: Double(v)) { Text("p") }) }
        add("extra.linearGradientStops.\(label)") { AnyView(LinearGradient(stops: [.init(color: .red, location: v), .init(color: .blue, location: 1)], startPoint: .top, endPoint: UnitPoint(x: v, y: v)).frame(width: 40, height: 40)) }
        add("extra.radialGradient.\(label)") { AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: v, endRadius: v).frame(width: 40, height: 40)) }
        add("extra.angularGradient.\(label)") { AnyView(AngularGradient(colors: [.red, .blue], center: UnitPoint(x: v, y: 0.5), startAngle: .degrees(v), endAngle: .degrees(-v)).frame(width: 40, height: 40)) }
        add("extra.numberFormat.\(label)") { AnyView(Text(Double(v), format: .number)) }
        add("extra.percentFormat.\(label)") { AnyView(Text(Double(v), format: .percent)) }
        add("extra.customFont.\(label)") { AnyView(Text("Custom").font(.custom("NoSuchFont", size: Double(v)))) }
        add("extra.trimNaN.\(label)") { AnyView(Circle().trim(from: 0, to: v).stroke(Color.red, lineWidth: 2).frame(width: 30, height: 30)) }
        add("extra.geometryDivide.\(label)") { AnyView(GeometryReader { proxy in Color.red.frame(width: proxy.size.width / v, height: proxy.size.height * v) }) }
        add("extra.dateInterval.\(label)") { AnyView(Text(Date(timeIntervalSince1970: Double(v)), style: .date)) }
        add("extra.containerRelative.\(label)") { AnyView(ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: v) }) }
    }
    add("extra.containerRelativeCountZero") { AnyView(ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: 0, span: 0, spacing: 0) }) }
    add("extra.containerRelativeNegative") { AnyView(ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: -2, span: -1, spacing: 0) }) }
    add("extra.lazyGridNoColumns") { AnyView(ScrollView { LazyVGrid(columns: []) { ForEach(0..<10, id: \.self) { Text("\($0)") } } }) }
    add("extra.gridItemsHuge") { AnyView(LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 10_000)) { Text("a") }) }
    add("extra.gradientNoStops") { AnyView(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom).frame(width: 10, height: 10)) }
    add("extra.gradient10kStops") { AnyView(LinearGradient(colors: (0..<10_000).map { $0 % 2 == 0 ? .red : .blue }, startPoint: .top, endPoint: .bottom)) }
    add("extra.lineLimitMax") { AnyView(Text("Hello world").lineLimit(Int.max)) }
    add("extra.lineLimitRange") { AnyView(Text("Hello world").lineLimit(5...5)) }
    add("extra.lineLimitMin") { AnyView(Text("Hello world").lineLimit(Int.min).frame(width: 20)) }
    add("extra.stepperMax") { AnyView(Stepper("s", value: .constant(Int.max), in: Int.min...Int.max)) }
    add("extra.tabView1000") { AnyView(TabView { ForEach(0..<1_000, id: \.self) { index in Text("\(index)").tabItem { Text("\(index)") } } }) }
    add("extra.picker100k") { AnyView(Picker("p", selection: .constant(5)) { ForEach(0..<100_000, id: \.self) { Text("\($0)").tag($0) } }) }
    add("extra.distantDates") { AnyView(VStack { Text(Date.distantFuture, style: .relative); Text(Date.distantPast, style: .timer); Text(Date(timeIntervalSince1970: 1e300), style: .date) }) }
    add("extra.vstack100kEager") { AnyView(ScrollView { VStack { ForEach(0..<100_000, id: \.self) { Text("Row \($0)") } } }) }
    return cases
}
