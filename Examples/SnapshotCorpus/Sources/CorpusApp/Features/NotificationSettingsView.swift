import SwiftUI

/// Notification switches, in a form.
public struct NotificationSettingsView: View {
    @State private var payments = true
    @State private var marketing = false
    @State private var weeklySummary = true

    public init() {}

    public var body: some View {
        Form {
            Section("Activity") {
                Toggle("Card payments", isOn: $payments)
                Toggle("Weekly summary", isOn: $weeklySummary)
            }
            Section {
                Toggle("Offers and news", isOn: $marketing)
            } footer: {
                Text("We never share your data with partners.")
            }
        }
        .tint(Palette.brand)
    }
}
