/// A wheel-style picker: iOS's picker wheel, as the date picker's wheels draw it
/// (`DatePickerWheelGeometry`, `DatePickerMetrics`), with one wheel of the picker's options
/// centred across the width: the chosen option magnified in the grey band, its neighbours turned
/// away on the cylinder at reduced opacity. 320 by 216 ideally, as wide as offered otherwise.
nonisolated struct PickerWheel<Content: View>: View {
    let content: Content
    /// The number of options.
    let count: Int
    /// The chosen option's index (the first option sits in the band when none is chosen).
    let chosen: Int?

    var body: some View {
        let selected = chosen ?? 0
        ZStack {
            DatePickerFill(part: .band)
                .frame(height: DatePickerMetrics.rowExtent * DatePickerMetrics.magnification)
                .padding(.horizontal, DatePickerMetrics.bandInset)
            ForEach(Array(DatePickerWheelColumn.visibleOffsets), id: \.self) { offset in
                if (0..<count).contains(selected + offset) {
                    let place = DatePickerWheelGeometry.row(offset)
                    PickerOption(content: content, index: selected + offset)
                        .font(.system(size: DatePickerMetrics.wheelTextSize))
                        .lineLimit(1)
                        .fixedSize()
                        .scaleEffect(x: place.scale.width, y: place.scale.height)
                        .opacity(offset == 0 ? 1 : DatePickerMetrics.offCenterOpacity)
                        .offset(y: place.y)
                }
            }
        }
        .frame(idealWidth: DatePickerMetrics.wheelWidth, maxWidth: .infinity)
        .frame(height: DatePickerMetrics.wheelHeight)
        .clipped()
    }
}
