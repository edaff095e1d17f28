import ViewTree

// Chart modifiers that matter only when someone touches the chart: a render has no selection
// or scrolling, so they keep the chart as it is drawn.
extension View {
    /// Selects the x value under a touch into `value`.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selects the range of x values under a two-finger touch into `range`.
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Selects the y value under a touch into `value`.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Selects the range of y values under a two-finger touch into `range`.
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Selects the angle value of a pie or donut chart under a touch into `value`.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Lets the charts in this view scroll along `axes`.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
}
