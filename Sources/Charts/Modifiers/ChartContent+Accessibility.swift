import ViewTree

// Modifiers that matter only to VoiceOver or on a live device: a render keeps the marks as they are.
extension ChartContent {
    /// The label VoiceOver reads for the marks.
    public func accessibilityLabel(_ label: Text) -> some ChartContent { modifyingMarks { _ in } }

    /// The label VoiceOver reads for the marks, from a localized key.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }

    /// The label VoiceOver reads for the marks, from a string.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { modifyingMarks { _ in } }

    /// The value VoiceOver reads for the marks.
    public func accessibilityValue(_ value: Text) -> some ChartContent { modifyingMarks { _ in } }

    /// The value VoiceOver reads for the marks, from a localized key.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { modifyingMarks { _ in } }

    /// The value VoiceOver reads for the marks, from a string.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { modifyingMarks { _ in } }

    /// Hides the marks from VoiceOver.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { modifyingMarks { _ in } }

    /// The identifier UI tests find the marks by.
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { modifyingMarks { _ in } }
}
