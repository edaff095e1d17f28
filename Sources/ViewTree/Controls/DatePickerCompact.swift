import Foundation

/// The compact style: the label at the leading edge, then at the trailing edge the date
/// ("Jan 9, 2024") and the time ("9:41 AM") each in a grey pill.
nonisolated struct DatePickerCompactRow<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label
    @Environment(\.self) private var environment

    var body: some View {
        let format = DatePickerFormat(environment)
        HStack(spacing: 0) {
            if !environment.labelsHidden {
                label
                Spacer(minLength: 8)
            }
            HStack(spacing: DatePickerMetrics.pillSpacing) {
                if components.contains(.date) {
                    DatePickerPill(text: format.string(date, dateStyle: .medium, timeStyle: .none))
                }
                if components.contains(.hourAndMinute) {
                    DatePickerPill(text: format.string(date, dateStyle: .none, timeStyle: .short))
                }
            }
            .opacity(environment.isEnabled ? 1 : 0.5)
        }
    }
}

/// A text in the grey pill of a compact date picker (and of the calendar's time row): primary
/// text over the tertiary fill.
nonisolated struct DatePickerPill: View {
    let text: String

    var body: some View {
        Text(verbatim: text)
            .foregroundStyle(Color.primary)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, DatePickerMetrics.pillHorizontalPadding)
            .frame(height: DatePickerMetrics.pillHeight)
            .background(DatePickerFill(part: .pill))
    }
}

/// The tertiary fill behind a pill or the wheels' selected row: a rounded rectangle in iOS 17's
/// look, a capsule in iOS 26's.
nonisolated struct DatePickerFill: View {
    enum Part { case pill, band }

    let part: Part
    @Environment(\.viewTreeOSVersion) private var os

    var body: some View {
        let fill = Color(system: .tertiarySystemFill)
        let radius = part == .pill ? DatePickerMetrics.pillCornerRadius(os) : DatePickerMetrics.bandCornerRadius(os)
        if let radius {
            RoundedRectangle(cornerRadius: radius, style: .continuous).fill(fill)
        } else {
            Capsule().fill(fill)
        }
    }
}
