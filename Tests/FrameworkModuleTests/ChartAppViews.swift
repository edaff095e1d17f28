import Charts
import SwiftUI

// Chart views as iOS apps write them, compiled unchanged against `import Charts`.

struct StepCount: Identifiable {
    let weekday: String
    let steps: Int
    var id: String { weekday }
}

/// A bar chart of a week, with an average line and a highlighted bar.
struct WeeklyStepsChart: View {
    let days: [StepCount] = [
        StepCount(weekday: "Mon", steps: 4_200), StepCount(weekday: "Tue", steps: 7_800),
        StepCount(weekday: "Wed", steps: 6_100), StepCount(weekday: "Thu", steps: 9_400),
        StepCount(weekday: "Fri", steps: 5_300),
    ]

    var body: some View {
        Chart(days) { day in
            BarMark(x: .value("Day", day.weekday), y: .value("Steps", day.steps))
                .cornerRadius(4)
        }
        .chartYAxis {
            AxisMarks(position: .trailing) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let steps = value.as(Int.self) { Text("\(steps / 1000)k") }
                }
            }
        }
    }
}

struct Reading: Identifiable {
    let id = UUID()
    let city: String
    let month: Int
    let temperature: Double
}

/// Lines of several series, with symbols and a smooth interpolation.
struct TemperatureChart: View {
    static let readings: [Reading] = ["Lisbon", "Oslo"].flatMap { city in
        (1...6).map { month in
            Reading(city: city, month: month, temperature: city == "Lisbon" ? 12 + Double(month) * 2 : Double(month * 3) - 4)
        }
    }

    var body: some View {
        Chart {
            ForEach(Self.readings) { reading in
                LineMark(x: .value("Month", reading.month), y: .value("Temperature", reading.temperature))
                    .foregroundStyle(by: .value("City", reading.city))
                    .symbol(by: .value("City", reading.city))
                    .interpolationMethod(.catmullRom)
            }
            RuleMark(y: .value("Freezing", 0))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
                .foregroundStyle(.gray)
        }
        .chartXScale(domain: 1...6)
        .chartLegend(position: .top)
        .chartXAxisLabel("Month")
        .chartYAxisLabel("°C")
        .chartXSelection(value: .constant(Int?.none))
    }
}

enum Expense: String, CaseIterable, Plottable {
    case rent = "Rent", food = "Food", travel = "Travel", other = "Other"
}

/// A donut chart of sector marks.
struct BudgetDonut: View {
    let shares: [(Expense, Double)] = [(.rent, 1_200), (.food, 450), (.travel, 300), (.other, 150)]

    var body: some View {
        Chart(shares, id: \.0) { share in
            SectorMark(angle: .value("Amount", share.1), innerRadius: .ratio(0.6), angularInset: 1.5)
                .foregroundStyle(by: .value("Category", share.0))
                .cornerRadius(4)
                .annotation(position: .overlay) {
                    if share.1 > 400 { Text("\(Int(share.1))").font(.caption2.bold()).foregroundStyle(.white) }
                }
        }
        .chartLegend(.visible)
    }
}

struct QuarterSales: Identifiable {
    let id = UUID()
    let quarter: String
    let product: String
    let units: Double
}

/// Grouped bars, side by side by product, with a custom palette and annotations.
struct GroupedSalesChart: View {
    let sales = [
        QuarterSales(quarter: "Q1", product: "Phones", units: 40), QuarterSales(quarter: "Q1", product: "Tablets", units: 25),
        QuarterSales(quarter: "Q2", product: "Phones", units: 55), QuarterSales(quarter: "Q2", product: "Tablets", units: 30),
        QuarterSales(quarter: "Q3", product: "Phones", units: 35), QuarterSales(quarter: "Q3", product: "Tablets", units: 45),
    ]
    var showsTotals = true

    var body: some View {
        Chart {
            ForEach(sales) { sale in
                BarMark(x: .value("Quarter", sale.quarter), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .position(by: .value("Product", sale.product))
                    .annotation(position: .top) {
                        if showsTotals { Text("\(Int(sale.units))").font(.caption2) }
                    }
            }
        }
        .chartForegroundStyleScale(["Phones": Color.indigo, "Tablets": Color.mint])
        .chartYScale(domain: 0...60)
        .chartXAxis(.visible)
        .chartPlotStyle { plot in plot.background(.gray.opacity(0.05)) }
    }
}

/// Areas over dates, one per series, stacked.
struct TrafficAreaChart: View {
    static let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 GMT

    var body: some View {
        Chart {
            ForEach(0..<7, id: \.self) { day in
                let date = Self.start.addingTimeInterval(Double(day) * 86_400)
                AreaMark(x: .value("Day", date, unit: .day), y: .value("Visits", 20 + day * 5))
                    .foregroundStyle(by: .value("Source", "Search"))
                AreaMark(x: .value("Day", date, unit: .day), y: .value("Visits", 10 + (day % 3) * 4))
                    .foregroundStyle(by: .value("Source", "Direct"))
            }
            PointMark(x: .value("Day", Self.start), y: .value("Visits", 30)).symbolSize(60)
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .day, count: 2)) { _ in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.weekday(.abbreviated))
            }
        }
        .chartYAxis(.hidden)
    }
}

/// Horizontal bars, their values written after them.
struct FruitRankingChart: View {
    let counts = [("Apples", 42), ("Pears", 18), ("Plums", 27)]

    var body: some View {
        Chart(counts, id: \.0) { fruit, count in
            BarMark(x: .value("Count", count), y: .value("Fruit", fruit))
                .foregroundStyle(.teal)
                .annotation(position: .trailing) {
                    Text("\(count)").font(.caption).foregroundStyle(.secondary)
                }
        }
        .chartXAxis {
            AxisMarks(values: [0, 25, 50]) { _ in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2])).foregroundStyle(.gray.opacity(0.5))
                AxisValueLabel().font(.caption).foregroundStyle(.primary).offset(y: 2)
            }
        }
    }
}

/// Monthly bars over dates, some below zero, with a threshold rule.
struct MonthlyBalanceChart: View {
    static let months: [(Date, Double)] = (0..<6).map { month in
        (Date(timeIntervalSince1970: 1_704_067_200 + Double(month) * 31 * 86_400), [320, -140, 90, 260, -60, 410][month])
    }

    var body: some View {
        Chart {
            ForEach(Self.months, id: \.0) { month, balance in
                BarMark(x: .value("Month", month, unit: .month), y: .value("Balance", balance))
                    .foregroundStyle(balance < 0 ? Color.red : Color.green)
            }
            RuleMark(y: .value("Goal", 300))
                .foregroundStyle(.orange)
                .annotation(position: .top, alignment: .leading) { Text("Goal").font(.caption2) }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
            }
        }
    }
}

/// A heat map of rectangles, and a scatter plot of points with symbols by series.
struct ActivityHeatMap: View {
    var body: some View {
        Chart {
            ForEach(["Mon", "Tue", "Wed"], id: \.self) { day in
                ForEach(["Morning", "Evening"], id: \.self) { time in
                    RectangleMark(x: .value("Day", day), y: .value("Time", time))
                        .foregroundStyle(.blue.opacity(day == "Tue" ? 0.9 : 0.4))
                }
            }
        }
    }
}

struct ScatterChart: View {
    var body: some View {
        Chart {
            ForEach(0..<12, id: \.self) { index in
                PointMark(x: .value("Height", 150 + index * 3), y: .value("Weight", 50 + (index * 7) % 25))
                    .foregroundStyle(by: .value("Group", index % 2 == 0 ? "A" : "B"))
                    .symbol(by: .value("Group", index % 2 == 0 ? "A" : "B"))
                    .symbolSize(50)
            }
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartXScale(domain: .automatic(includesZero: false))
    }
}

/// A chart with a selection indicator over it, laid out with the chart's proxy.
struct SelectableStepsChart: View {
    @State private var selectedDay: String? = "Tue"
    var showsAxes = true

    var body: some View {
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4_000))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 6_000))
        }
        .chartXAxis(showsAxes ? .automatic : .hidden)
        .chartYAxis(showsAxes ? .automatic : .hidden)
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(DragGesture().onChanged { value in
                        let origin = geometry[proxy.plotAreaFrame].origin
                        selectedDay = proxy.value(atX: value.location.x - origin.x, as: String.self)
                    })
                if let selectedDay, let x = proxy.position(forX: selectedDay), let plotFrame = proxy.plotFrame {
                    let frame = geometry[plotFrame]
                    Rectangle().fill(.red).frame(width: 2, height: frame.height)
                        .position(x: frame.minX + x, y: frame.midY)
                }
            }
        }
    }
}

/// A scrolling chart of two weeks of days, a week visible, starting at the second week.
struct ScrollingDaysChart: View {
    static let start = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 GMT
    @State private var selectedDay: Date? = Date(timeIntervalSince1970: 1_704_067_200 + 9 * 86_400)

    var body: some View {
        Chart {
            ForEach(0..<14, id: \.self) { day in
                BarMark(x: .value("Day", Self.start.addingTimeInterval(Double(day) * 86_400), unit: .day),
                        y: .value("Minutes", 20 + (day * 13) % 40))
            }
            if let selectedDay {
                RuleMark(x: .value("Selected", selectedDay, unit: .day))
                    .foregroundStyle(Color.gray.opacity(0.3))
                    .offset(yStart: -10)
                    .zIndex(-1)
                    .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text(selectedDay, format: .dateTime.month().day()).font(.caption).padding(4)
                            .background(RoundedRectangle(cornerRadius: 4).fill(Color.gray.opacity(0.15)))
                    }
            }
        }
        .chartXSelection(value: $selectedDay)
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 7 * 86_400)
        .chartScrollPosition(initialX: Self.start.addingTimeInterval(7 * 86_400))
        .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(weekday: 2))))
    }
}

/// A year of monthly bars on a narrow chart, whose month labels would crowd the axis.
struct YearOfMonthsChart: View {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]

    var body: some View {
        Chart(Self.months, id: \.self) { month in
            BarMark(x: .value("Month", month), y: .value("Rain", 30 + (month.count * 17) % 50))
        }
        .chartXAxis {
            AxisMarks { _ in
                AxisValueLabel(collisionResolution: .greedy, orientation: .horizontal)
            }
        }
    }
}

/// An area under a line, filled with a gradient, the line's points marked with a view of the app's.
struct GradientAreaChart: View {
    static let counts = [4, 9, 6, 12, 8, 14]

    var body: some View {
        Chart(Array(Self.counts.enumerated()), id: \.offset) { day, count in
            AreaMark(x: .value("Day", day), y: .value("Count", count))
                .foregroundStyle(.linearGradient(colors: [.pink.opacity(0.4), .pink.opacity(0.05)], startPoint: .top, endPoint: .bottom))
                .interpolationMethod(.monotone)
            LineMark(x: .value("Day", day), y: .value("Count", count))
                .lineStyle(.init(lineWidth: 2))
                .foregroundStyle(Color.pink)
                .interpolationMethod(.monotone)
                .symbol {
                    Circle().foregroundColor(.pink).frame(width: 8)
                        .overlay { Circle().padding(2).foregroundColor(.white) }
                }
        }
    }
}

struct MonthlySale {
    let month: String
    let product: String
    let units: Double
}

/// iOS 18's vectorized plots: a whole collection per plot, styled through key paths.
struct VectorizedSalesChart: View {
    static let sales = [
        MonthlySale(month: "Jan", product: "Phones", units: 30), MonthlySale(month: "Jan", product: "Tablets", units: 12),
        MonthlySale(month: "Feb", product: "Phones", units: 22), MonthlySale(month: "Feb", product: "Tablets", units: 18),
        MonthlySale(month: "Mar", product: "Phones", units: 35), MonthlySale(month: "Mar", product: "Tablets", units: 9),
    ]

    var body: some View {
        Chart {
            BarPlot(Self.sales, x: .value("Month", \.month), y: .value("Units", \.units))
                .foregroundStyle(by: .value("Product", \.product))
        }
    }
}

/// The same chart written with marks.
struct MarkSalesChart: View {
    var body: some View {
        Chart(VectorizedSalesChart.sales, id: \.units) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
    }
}

/// Actual and forecast values told apart by colour, dashes and symbols, each from a scale.
struct ForecastChart: View {
    static let points: [(day: Int, value: Double, kind: String)] = [
        (1, 10, "Actual"), (2, 14, "Actual"), (3, 12, "Actual"), (3, 12, "Forecast"), (4, 16, "Forecast"), (5, 19, "Forecast"),
    ]

    var body: some View {
        Chart(Self.points, id: \.day) { point in
            LineMark(x: .value("Day", point.day), y: .value("Value", point.value))
                .foregroundStyle(by: .value("Kind", point.kind))
                .lineStyle(by: .value("Kind", point.kind))
                .symbol(by: .value("Kind", point.kind))
        }
        .chartLineStyleScale(["Actual": StrokeStyle(lineWidth: 2), "Forecast": StrokeStyle(lineWidth: 2, dash: [4, 2])])
        .chartSymbolScale(["Actual": .circle, "Forecast": .diamond])
        .chartYScale(domain: .automatic(includesZero: false), range: .plotDimension(startPadding: 8, endPadding: 8))
    }
}

/// A donut with its total in the hole, placed with the chart's proxy.
struct DonutWithTotal: View {
    var body: some View {
        Chart {
            SectorMark(angle: .value("Amount", 3), innerRadius: .ratio(0.7)).foregroundStyle(by: .value("Kind", "Food"))
            SectorMark(angle: .value("Amount", 1), innerRadius: .ratio(0.7)).foregroundStyle(by: .value("Kind", "Rent"))
        }
        .chartLegend(.hidden)
        .chartBackground { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame {
                    let frame = geometry[plotFrame]
                    Rectangle().fill(.red).frame(width: 10, height: 10)
                        .position(x: frame.midX, y: frame.midY)
                }
            }
        }
    }
}

/// A sparkline: no axes, a circle at its last point.
struct Sparkline: View {
    let values: [Double] = [3, 5, 4, 6, 8, 7]

    var body: some View {
        Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { index, value in
                LineMark(x: .value("Index", index), y: .value("Value", value))
                if index == values.count - 1 {
                    PointMark(x: .value("Index", index), y: .value("Value", value)).symbol(.circle).symbolSize(30)
                }
            }
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartYScale(domain: .automatic(includesZero: false))
        .frame(width: 80, height: 24)
    }
}

/// A threshold line of an app's own, as chart content.
struct ThresholdLine: ChartContent {
    let value: Double

    var body: some ChartContent {
        RuleMark(y: .value("Threshold", value))
            .foregroundStyle(.red)
            .lineStyle(StrokeStyle(lineWidth: 1, dash: [3]))
            .annotation(position: .top, alignment: .trailing) { Text("Limit").font(.caption2) }
    }
}

enum ChartMode { case bars, lines }

/// Chart content built with `if`, `switch`, a builder function and the app's own content.
struct BuilderChart: View {
    var mode: ChartMode = .bars
    let values: [(String, Double)] = [("A", 4), ("B", -2), ("C", 7)]

    @ChartContentBuilder
    private func marks(for name: String, value: Double) -> some ChartContent {
        switch mode {
        case .bars:
            if value >= 0 {
                BarMark(x: .value("Name", name), y: .value("Value", value))
            } else {
                BarMark(x: .value("Name", name), y: .value("Value", value)).foregroundStyle(.red)
            }
        case .lines:
            LineMark(x: .value("Name", name), y: .value("Value", value))
        }
    }

    var body: some View {
        Chart {
            ForEach(values, id: \.0) { name, value in
                marks(for: name, value: value)
            }
            ThresholdLine(value: 6)
            if #available(iOS 17, *) {
                RuleMark(y: .value("Zero", 0))
            }
        }
    }
}
