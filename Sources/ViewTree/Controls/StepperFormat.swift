import Foundation

// Steppers of a floating-point value with a format style, as SwiftUI's
// `Stepper(value:in:step:format:label:)` (iOS 16). The format writes the value for
// accessibility; iOS draws the label and the segments alone (*unverified*: no visible value on
// iPhone, unlike macOS's field), so these draw as the steppers without a format.

extension Stepper {
    /// A stepper of `value` within `bounds`, by `step`, whose value `format` writes.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value`, by `step`, without bounds, whose value `format` writes.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// A stepper of `value` within `bounds` whose value `format` writes, titled `titleKey`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    /// A stepper of `value` within `bounds` whose value `format` writes, titled with the string
    /// `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper of `value` whose value `format` writes, titled `titleKey`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    /// A stepper of `value` whose value `format` writes, titled with the string `title` (verbatim).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step) { Text(title) }
    }
}
