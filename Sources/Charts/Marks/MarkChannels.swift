extension PlottableValue {
    /// The channel from this value to `end`'s.
    func range(to end: PlottableValue<some Plottable>) -> ChartMarkChannel {
        .range(data.data[0], end.data.data.last ?? end.data.data[0])
    }
}
