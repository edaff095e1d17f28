import Charts
import Foundation
import Raster
import SwiftUI
import Testing

/// Renders `view` at 1x in a frame of `width` by `height` points.
@MainActor private func bitmap(_ view: some View, width: CGFloat, height: CGFloat) throws -> Bitmap {
    let renderer = ImageRenderer(content: view.frame(width: width, height: height))
    renderer.scale = 1
    return try renderer.canvas.bitmap
}

/// The pixel `color` paints, as ViewTree draws it.
@MainActor private func pixel(of color: Color) throws -> RGBA8 {
    try bitmap(color, width: 1, height: 1)[0, 0]
}

/// The first row of column `x` whose pixel is exactly `color`, from the top.
private func firstRow(of color: RGBA8, in image: Bitmap, x: Int) -> Int? {
    (0..<image.height).first { image[x, $0] == color }
}

@MainActor struct ChartAppViewTests {
    /// The app charts of ChartAppViews.swift, each with a colour it fills a good part of its frame with.
    static let charts: [(name: String, view: AnyView, color: Color)] = [
        ("weekly", AnyView(WeeklyStepsChart()), .blue), ("temperature", AnyView(TemperatureChart()), .green),
        ("donut", AnyView(BudgetDonut()), .blue), ("grouped", AnyView(GroupedSalesChart()), .indigo),
        ("traffic", AnyView(TrafficAreaChart()), .green), ("fruit", AnyView(FruitRankingChart()), .teal),
        ("balance", AnyView(MonthlyBalanceChart()), .red), ("heat", AnyView(ActivityHeatMap()), .blue.opacity(0.9)),
        ("scatter", AnyView(ScatterChart()), .green), ("scrolling", AnyView(ScrollingDaysChart()), .blue),
        ("months", AnyView(YearOfMonthsChart()), .blue), ("gradient", AnyView(GradientAreaChart()), .pink),
        ("forecast", AnyView(ForecastChart()), .blue), ("sparkline", AnyView(Sparkline().scaleEffect(3)), .blue),
        ("builder", AnyView(BuilderChart()), .red), ("builder lines", AnyView(BuilderChart(mode: .lines)), .blue),
    ]

    /// A chart takes the space offered; offered none, it is 300 by 200 points (*unverified*).
    @Test func chartsTakeTheOfferedSpace() {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10)) }
        #expect(ImageRenderer(content: chart).layout.frame.size == CGSize(width: 300, height: 200))
        #expect(ImageRenderer(content: chart.frame(width: 180, height: 90)).layout.children.first?.frame.size
                == CGSize(width: 180, height: 90))
    }

    @Test(arguments: 0..<16)
    func appChartsDrawTheirMarks(index: Int) throws {
        let chart = Self.charts[index]
        let image = try bitmap(chart.view.background(Color.white), width: 320, height: 220)
        let color = try bitmap(chart.color.background(Color.white), width: 1, height: 1)[0, 0]
        let count = image.pixels.filter { $0 == color.packed }.count
        #expect(count > 150, "\(chart.name): \(count) pixels of \(color)")
    }
}

@MainActor struct ChartPixelTests {
    /// Bars of 10, 25 and 40 on a 100-point plot (axes hidden): the scale runs 0 to 40 (a step of
    /// 10), so the bars are 25, 62.5 and 100 points tall, each 60% of its 40-point band wide.
    @Test func barHeightsAreProportionalOnTheNiceScale() throws {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 10))
            BarMark(x: .value("Name", "B"), y: .value("Value", 25))
            BarMark(x: .value("Name", "C"), y: .value("Value", 40))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try bitmap(chart, width: 120, height: 100)
        let blue = try pixel(of: .blue)
        #expect(firstRow(of: blue, in: image, x: 20) == 75)
        #expect(firstRow(of: blue, in: image, x: 60) == 38)  // the edge at 37.5 is half covered
        #expect(firstRow(of: blue, in: image, x: 100) == 0)
        // The first bar spans 8 to 32 points: 24 of its 40-point band.
        #expect(image[8, 90] == blue && image[31, 90] == blue)
        #expect(image[7, 90].alpha == 0 && image[32, 90].alpha == 0)
    }

    /// Series styled by value take Swift Charts' palette in order: blue, green, orange.
    @Test func seriesTakeThePaletteInOrder() throws {
        let chart = Chart {
            ForEach(["Mon", "Tue", "Wed"], id: \.self) { day in
                BarMark(x: .value("Day", day), y: .value("Value", 10))
                    .foregroundStyle(by: .value("Day", day))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let image = try bitmap(chart, width: 90, height: 60)
        #expect(image[15, 50] == (try pixel(of: .blue)))
        #expect(image[45, 50] == (try pixel(of: .green)))
        #expect(image[75, 50] == (try pixel(of: .orange)))
    }

    /// `chartForegroundStyleScale` gives each key its style; `position(by:)` puts the bars of a
    /// category side by side (80% of the band, halved), each from zero; without it they stack.
    @Test func groupedBarsSitSideBySideAndOthersStack() throws {
        let grouped = Chart {
            ForEach(["Phones", "Tablets"], id: \.self) { product in
                BarMark(x: .value("Quarter", "Q1"), y: .value("Units", product == "Phones" ? 40 : 20))
                    .foregroundStyle(by: .value("Product", product))
                    .position(by: .value("Product", product))
            }
        }
        .chartForegroundStyleScale(["Phones": Color.indigo, "Tablets": Color.mint])
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let image = try bitmap(grouped, width: 100, height: 80)
        let indigo = try pixel(of: .indigo), mint = try pixel(of: .mint)
        // The band is the whole 100 points: the group spans 10 to 90, a bar each side of 50.
        #expect(firstRow(of: indigo, in: image, x: 30) == 0 && firstRow(of: mint, in: image, x: 70) == 40)
        #expect(image[10, 79] == indigo && image[89, 79] == mint && image[9, 79].alpha == 0)

        let stacked = Chart {
            BarMark(x: .value("Quarter", "Q1"), y: .value("Units", 30)).foregroundStyle(by: .value("Product", "Phones"))
            BarMark(x: .value("Quarter", "Q1"), y: .value("Units", 10)).foregroundStyle(by: .value("Product", "Tablets"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        let pile = try bitmap(stacked, width: 100, height: 80)
        // 0 to 40 on 80 points: the first bar fills 20 to 80, the second 0 to 20 above it.
        #expect(firstRow(of: try pixel(of: .blue), in: pile, x: 50) == 20)
        #expect(firstRow(of: try pixel(of: .green), in: pile, x: 50) == 0)
    }

    /// Sectors run clockwise from the top, each its share of the total; a donut's hole is empty.
    @Test func sectorsFollowTheirShares() throws {
        let pie = Chart {
            ForEach([("A", 1.0), ("B", 1.0), ("C", 2.0)], id: \.0) { name, value in
                SectorMark(angle: .value("Value", value), innerRadius: .ratio(0.5))
                    .foregroundStyle(by: .value("Name", name))
            }
        }
        .chartLegend(.hidden)
        let image = try bitmap(pie, width: 100, height: 100)
        #expect(image[80, 20] == (try pixel(of: .blue)))   // top right quarter
        #expect(image[80, 80] == (try pixel(of: .green)))  // bottom right quarter
        #expect(image[10, 50] == (try pixel(of: .orange))) // the left half
        #expect(image[50, 50].alpha == 0)                  // the hole
    }

    /// The legend of a chart styled by value sits below the plot: the plot (and its bars) ends
    /// higher than the same chart's without a legend.
    @Test func legendTakesRoomBelowThePlot() throws {
        func chart(legend: Visibility) -> some View {
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Value", 10)).foregroundStyle(by: .value("Kind", "Walk"))
            }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(legend)
        }
        let blue = try pixel(of: .blue)
        let bottom = { (image: Bitmap) in (0..<image.height).last { image[50, $0] == blue } }
        #expect(try bottom(bitmap(chart(legend: .hidden), width: 100, height: 100)) == 99)
        let withLegend = try bitmap(chart(legend: .automatic), width: 100, height: 100)
        #expect((bottom(withLegend) ?? 99) < 90)
        // The legend's blue circle is drawn at its leading edge, below the plot.
        #expect((90..<100).contains { y in (0..<8).contains { withLegend[$0, y] == blue } })
        // Centred, the row (a 7-point circle, 4 points, "Walk") sits around the middle.
        let centred = try bitmap(chart(legend: .automatic).chartLegend(position: .bottom, alignment: .center), width: 100, height: 100)
        let circle = (90..<100).flatMap { y in (0..<100).filter { centred[$0, y] == blue } }
        #expect(!circle.isEmpty && circle.allSatisfy { $0 > 20 && $0 < 50 })
    }
}

@MainActor struct ChartLegendAndTitleTests {
    /// A legend placed at the top pushes the plot down; an x axis title takes room below it.
    @Test func legendOnTopAndTitlesTakeRoom() throws {
        let blue = try pixel(of: .blue)
        let onTop = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Value", 10)).foregroundStyle(by: .value("Kind", "Walk"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(position: .top)
        let image = try bitmap(onTop, width: 100, height: 100)
        let top = try #require(firstRow(of: blue, in: image, x: 50))
        #expect(top > 10 && image[50, 99] == blue)

        let titled = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Value", 10)) }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartXAxisLabel("Day")
        let withTitle = try bitmap(titled, width: 100, height: 100)
        #expect(firstRow(of: blue, in: withTitle, x: 50) == 0 && withTitle[50, 95] != blue)
    }
}

@MainActor struct ChartMarkOrderTests {
    /// A mark of a higher `zIndex` is drawn over one declared after it; `offset` moves a mark.
    @Test func zIndexAndOffsetPlaceMarks() throws {
        let chart = Chart {
            RectangleMark(x: .value("Name", "A"), yStart: .value("Value", 0), yEnd: .value("Value", 10))
                .foregroundStyle(.red).zIndex(1)
            RectangleMark(x: .value("Name", "A"), yStart: .value("Value", 0), yEnd: .value("Value", 10))
                .foregroundStyle(.blue)
            BarMark(x: .value("Name", "B"), y: .value("Value", 10)).foregroundStyle(.green).offset(x: 5)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try bitmap(chart, width: 100, height: 50)
        #expect(image[25, 25] == (try pixel(of: .red)))
        // The bar's band is 50 to 100, the bar 60 to 90, moved to 65 to 95.
        let green = try pixel(of: .green)
        #expect(image[65, 45] == green && image[94, 45] == green && image[64, 45] != green)
    }

    /// `offset(yStart:)` moves a rule's top end: down by 10 points here.
    @Test func edgeOffsetsStretchRules() throws {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 10)).foregroundStyle(.clear)
            BarMark(x: .value("Name", "B"), y: .value("Value", 10)).foregroundStyle(.clear)
            RuleMark(x: .value("Name", "A")).lineStyle(StrokeStyle(lineWidth: 2)).foregroundStyle(.red).offset(yStart: 10)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try bitmap(chart, width: 100, height: 50)
        let red = try pixel(of: .red)
        #expect(image[24, 12] == red && image[25, 45] == red)
        #expect(image[24, 8].alpha == 0)
    }
}

@MainActor struct ChartAxisMarkStyleTests {
    /// `foregroundStyle` on an axis mark colours its grid lines, over the default grey.
    @Test func axisMarksTakeTheirForegroundStyle() throws {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 100))
            BarMark(x: .value("Name", "B"), y: .value("Value", 40))
        }
        .chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(values: [0, 50, 100]) { _ in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(.red)
            }
        }
        let image = try bitmap(chart, width: 100, height: 100)
        let red = try pixel(of: .red)
        // No labels: the plot is the whole frame, 50 halfway up.
        #expect(image[5, 49] == red && image[5, 50] == red && image[5, 47].alpha == 0)
    }
}

@MainActor struct ChartVectorizedPlotTests {
    /// A `BarPlot` of a collection, styled through a key path, draws what a `BarMark` per element does.
    @Test func plotsDrawAsTheirMarks() throws {
        let plotted = try bitmap(VectorizedSalesChart(), width: 200, height: 120)
        let marked = try bitmap(MarkSalesChart(), width: 200, height: 120)
        let same = plotted.pixels == marked.pixels
        #expect(same)
        #expect(plotted.pixels.contains((try pixel(of: .green)).packed))
    }
}

@MainActor struct ChartKeyedScaleTests {
    /// `chartSymbolScale` gives a key its symbol: a square reaches the corners a circle does not.
    @Test func symbolScaleChoosesTheSymbol() throws {
        func chart(_ symbol: BasicChartSymbolShape) -> some View {
            Chart { PointMark(x: .value("X", "A"), y: .value("Y", "A")).symbol(by: .value("Kind", "A")).symbolSize(400) }
                .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
                .chartSymbolScale(["A": symbol])
        }
        let blue = try pixel(of: .blue)
        // A 20-point symbol at the plot's centre: the square (inset 6%) covers (42, 42) and
        // reaches (41, 41); the circle's edge is further from them than its radius.
        let square = try bitmap(chart(.square), width: 100, height: 100), circle = try bitmap(chart(.circle), width: 100, height: 100)
        #expect(square[42, 42] == blue && square[41, 41].alpha > 0)
        #expect(circle[41, 41].alpha == 0 && circle[50, 50] == blue)
    }
}

@MainActor struct ChartScrollingTests {
    /// A visible domain of three categories from the scroll position "C" shows C, D and E, each
    /// a third of the plot, in the palette's third to fifth colours; the others are scrolled out.
    @Test func visibleDomainShowsPartOfTheScale() throws {
        let chart = Chart {
            ForEach(["A", "B", "C", "D", "E", "F"], id: \.self) { name in
                BarMark(x: .value("Name", name), y: .value("Value", 10)).foregroundStyle(by: .value("Name", name))
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        .chartXVisibleDomain(length: 3).chartScrollPosition(initialX: "C")
        let image = try bitmap(chart, width: 90, height: 60)
        #expect(image[15, 50] == (try pixel(of: .orange)))
        #expect(image[45, 50] == (try pixel(of: .purple)))
        #expect(image[75, 50] == (try pixel(of: .red)))
        #expect(!image.pixels.contains((try pixel(of: .blue)).packed))
    }
}

/// Small reference renders of a bar chart with its axes and legend, and of a donut chart.
@MainActor struct ChartReferenceImageTests {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test(arguments: ["grouped-bars", "donut"])
    func rendersMatchTheirReferences(name: String) throws {
        let view: AnyView = name == "donut" ? AnyView(BudgetDonut()) : AnyView(GroupedSalesChart(showsTotals: false))
        let image = try bitmap(view.background(Color.white), width: 200, height: 140)
        let url = Self.fixtures.appendingPathComponent("\(name).png")
        guard let reference = try? Data(contentsOf: url) else {
            try image.pngData().write(to: url)
            Issue.record("Recorded \(url.path); run again")
            return
        }
        let matches = image.isEqual(toPNG: reference)
        #expect(matches, "\(name) differs from \(url.path): delete it and run again to record the new render")
    }
}

@MainActor struct ChartAxisAndInputTests {
    /// The first column of row `y` whose pixel is exactly `color`.
    private func firstColumn(of color: RGBA8, in image: Bitmap, y: Int) -> Int? {
        (0..<image.width).first { image[$0, y] == color }
    }

    /// The y axis's labels take room on the trailing side by default, so the plot starts at the
    /// leading edge; moved to the leading side, they push the plot (and its first bar) right.
    @Test func yAxisLabelsSitOnTheTrailingSideByDefault() throws {
        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Value", 100))
            BarMark(x: .value("Day", "Tue"), y: .value("Value", 50))
        }
        .chartXAxis(.hidden)
        let blue = try pixel(of: .blue)
        let trailing = try bitmap(bars, width: 200, height: 100)
        let leading = try bitmap(bars.chartYAxis { AxisMarks(position: .leading) }, width: 200, height: 100)
        let trailingStart = try #require(firstColumn(of: blue, in: trailing, y: 90))
        let leadingStart = try #require(firstColumn(of: blue, in: leading, y: 90))
        // The plot is 200 points less the labels: its first band's bar starts a fifth of the band in.
        #expect(trailingStart > 10 && trailingStart < 20)
        #expect(leadingStart > trailingStart + 10)
        // Labels are drawn right of the trailing plot: something shows in the last columns.
        #expect((0..<100).contains { y in (190..<200).contains { trailing[$0, y].alpha > 0 } })
    }

    /// Missing, infinite and negative values draw nothing and break nothing: the finite bar is
    /// drawn on a scale of the finite values, an empty chart and a pie of nothing stay clear.
    @Test func nonFiniteAndEmptyDataDrawNothingWrong() throws {
        let bars = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", Double.nan))
            BarMark(x: .value("Name", "B"), y: .value("Value", Double.infinity))
            BarMark(x: .value("Name", "C"), y: .value("Value", 10.0))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try bitmap(bars, width: 90, height: 50)
        let blue = try pixel(of: .blue)
        #expect(firstRow(of: blue, in: image, x: 75) == 0)
        #expect(firstRow(of: blue, in: image, x: 15) == nil && firstRow(of: blue, in: image, x: 45) == nil)

        let empty = try bitmap(Chart { ForEach([Int](), id: \.self) { BarMark(x: .value("X", $0), y: .value("Y", $0)) } }, width: 50, height: 50)
        #expect(empty.pixels.allSatisfy { $0 == 0 })
        let nothing = Chart {
            SectorMark(angle: .value("Value", -3))
            SectorMark(angle: .value("Value", 0))
        }
        #expect(try bitmap(nothing, width: 50, height: 50).pixels.allSatisfy { $0 == 0 })
    }

    /// `chartXScale(range: .plotDimension(padding:))` leaves room at both ends: two bands of 40
    /// between 10 and 90, the first bar (60% of its band) from 18 to 42.
    @Test func rangePaddingInsetsTheScale() throws {
        let chart = Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 10))
            BarMark(x: .value("Name", "B"), y: .value("Value", 10))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartXScale(domain: ["A", "B"], range: .plotDimension(padding: 10))
        let image = try bitmap(chart, width: 100, height: 50)
        let blue = try pixel(of: .blue)
        #expect(image[18, 40] == blue && image[41, 40] == blue && image[17, 40].alpha == 0 && image[42, 40].alpha == 0)
    }

    /// Marks are not clipped to the chart's frame: a point at the plot's trailing edge shows whole.
    @Test func marksDrawPastTheChartsFrame() throws {
        let chart = Chart { PointMark(x: .value("X", 10), y: .value("Y", 5)).symbolSize(100) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .frame(width: 60, height: 40)
            .padding(20)
        let image = try bitmap(chart, width: 100, height: 80)
        // The chart spans 20 to 80 across and 20 to 60 down; the 10-point point at (10, 5), the
        // top trailing corner of the scales (0...10, 0...5), is centred on (80, 20).
        let blue = try pixel(of: .blue)
        #expect(image[78, 20] == blue && image[82, 20] == blue && image[80, 16] == blue)
    }

    /// `chartYScale(domain:)` fixes the scale: a bar of 25 on 0...100 is a quarter of the plot.
    @Test func explicitDomainsFixTheScale() throws {
        let chart = Chart { BarMark(x: .value("Name", "A"), y: .value("Value", 25)) }
            .chartYScale(domain: 0...100).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try bitmap(chart, width: 40, height: 100)
        #expect(firstRow(of: try pixel(of: .blue), in: image, x: 20) == 75)
    }
}

@MainActor struct ChartProxyTests {
    /// `chartOverlay`'s views find values in the plot: the indicator of "Tue" stands on the
    /// centre of its band (150 of a 200-point plot with the axes hidden), the plot's height tall.
    @Test func overlayViewsFindValuesThroughTheProxy() throws {
        let image = try bitmap(SelectableStepsChart(showsAxes: false), width: 200, height: 100)
        let red = try pixel(of: .red)
        #expect(image[149, 50] == red && image[150, 50] == red)
        #expect(image[147, 50] != red && image[152, 50] != red)
        #expect(image[149, 0] == red && image[149, 99] == red)
        // With the axes, the plot is smaller and the indicator moves left with its band's centre.
        let withAxes = try bitmap(SelectableStepsChart(), width: 200, height: 100)
        let column = try #require((0..<200).first { withAxes[$0, 50] == red })
        #expect(column > 100 && column < 148)
    }

    /// A pie's proxy frames the circle's area: a view placed at its centre sits in the donut's hole.
    @Test func backgroundViewsCentreInADonut() throws {
        let image = try bitmap(DonutWithTotal(), width: 120, height: 100)
        let red = try pixel(of: .red)
        #expect(image[60, 50] == red && image[56, 46] == red && image[63, 53] == red)
        #expect(image[60, 38].alpha == 0)  // the hole around it is clear
        #expect(image[60, 5] == (try pixel(of: .blue)))  // the first sector starts at the top
    }
}

/// Swift Charts' `DateBins`, as Food Truck ticks its forecast axis with it.
struct DateBinsTests {
    private let hour: TimeInterval = 3600

    @Test func binsOfCalendarUnitsCoverTheRange() {
        let start = Date(timeIntervalSince1970: 10 * hour + 1200)   // 10:20 GMT, 1 January 1970
        let bins = DateBins(unit: .hour, by: 3, range: start...start.addingTimeInterval(7 * hour))
        #expect(bins.thresholds.map { $0.timeIntervalSince1970 / hour } == [10, 13, 16, 19])
        #expect(bins.count == 3 && bins[1] == Date(timeIntervalSince1970: 13 * hour)...Date(timeIntervalSince1970: 16 * hour))
        #expect(bins.index(for: Date(timeIntervalSince1970: 14 * hour)) == 1)
        #expect(bins.index(for: Date(timeIntervalSince1970: 0)) == 0 && bins.index(for: .distantFuture) == 2)
        let seconds = DateBins(timeInterval: 1800, range: start...start.addingTimeInterval(hour))
        #expect(seconds.count == 2 && seconds.thresholds.last == start.addingTimeInterval(hour))
    }
}

/// Rectangle marks with values on one axis only: across the plot area on the other, or between
/// the points given, as Food Truck shades its forecast's nights.
@MainActor struct RectangleMarkSpanTests {
    private func chart(yStart: CGFloat? = nil, yEnd: CGFloat? = nil) -> some View {
        Chart {
            RectangleMark(xStart: .value("Hour", 20), xEnd: .value("Hour", 40), yStart: yStart, yEnd: yEnd)
                .foregroundStyle(.red)
        }
        .chartXScale(domain: 0...100)
        .chartXAxis(.hidden).chartYAxis(.hidden)
    }

    @Test func rectanglesWithoutYValuesSpanThePlotsHeight() throws {
        let red = try pixel(of: .red)
        let full = try bitmap(chart(), width: 100, height: 50)
        #expect(full[25, 0] == red && full[25, 49] == red && full[39, 25] == red)
        #expect(full[19, 25] != red && full[41, 25] != red)
        let band = try bitmap(chart(yStart: 10, yEnd: 30), width: 100, height: 50)
        #expect(band[25, 10] == red && band[25, 29] == red)
        #expect(band[25, 9] != red && band[25, 30] != red)
    }
}
