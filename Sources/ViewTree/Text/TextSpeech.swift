// How VoiceOver speaks text, as SwiftUI's speech modifiers: a still frame does not show them, so
// the text draws as it is.

extension Text {
    /// The pitch VoiceOver speaks this text at, from -1 (lower) to 1 (higher).
    public func speechAdjustedPitch(_ value: Double) -> Text { self }

    /// Whether VoiceOver reads every punctuation mark.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

    /// Whether VoiceOver spells this text out letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

    /// Whether VoiceOver queues announcements of this text behind speech under way.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

nonisolated extension View {
    /// The pitch VoiceOver speaks the text inside at, from -1 (lower) to 1 (higher).
    public func speechAdjustedPitch(_ value: Double) -> some View { unchangedInRender() }

    /// Whether VoiceOver reads every punctuation mark of the text inside.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { unchangedInRender() }

    /// Whether VoiceOver spells the text inside out letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { unchangedInRender() }

    /// Whether VoiceOver queues announcements of the text inside behind speech under way.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { unchangedInRender() }
}
