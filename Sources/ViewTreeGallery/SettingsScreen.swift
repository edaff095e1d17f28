import ViewTreePreviews

/// A settings app's first screen, built from the system's own chrome: a navigation stack with a
/// large title, an inset grouped list with a profile row, a switch, links with values, coloured
/// symbol icons and a footer.
struct SettingsScreen: View {
    let photo: Image

    @State private var airplaneMode = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink(value: "Account") {
                        HStack(spacing: 14) {
                            photo.resizable().scaledToFill().frame(width: 60, height: 60).clipShape(Circle())
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Maya Lopez").font(.title2)
                                Text("Account, iCloud and purchases").font(.footnote)
                            }
                        }
                        .padding(.vertical, 2)
                    }
                }
                Section {
                    Toggle(isOn: $airplaneMode) { SettingLabel("Airplane Mode", symbol: "airplane", tint: .orange) }
                    setting("Wi-Fi", symbol: "wifi", tint: .blue, value: "Harbour Loft 5G")
                    setting("Mobile Data", symbol: "antenna.radiowaves.left.and.right", tint: .green, value: "Roaming")
                    setting("Battery", symbol: "battery.100", tint: .green, value: "82 %")
                }
                Section {
                    setting("Notifications", symbol: "bell.badge.fill", tint: .red)
                    setting("Sounds & Haptics", symbol: "speaker.wave.2.fill", tint: .pink)
                    setting("Focus", symbol: "moon.fill", tint: .indigo, value: "Work")
                    setting("Screen Time", symbol: "hourglass", tint: .purple, value: "2 h 14 min")
                } footer: {
                    Text("Some settings are managed by your organisation.")
                }
            }
            .navigationTitle("Settings")
        }
    }

    /// A row that leads to another screen, with its current value when it has one.
    private func setting(_ title: String, symbol: String, tint: Color, value: String = "") -> some View {
        NavigationLink(value: title) {
            LabeledContent {
                Text(value)
            } label: {
                SettingLabel(title, symbol: symbol, tint: tint)
            }
        }
    }
}

/// A setting's title beside its symbol, white on a rounded square of the setting's colour, as
/// the Settings app draws them.
struct SettingLabel: View {
    let title: String
    let symbol: String
    let tint: Color

    init(_ title: String, symbol: String, tint: Color) {
        (self.title, self.symbol, self.tint) = (title, symbol, tint)
    }

    var body: some View {
        Label {
            Text(title).lineLimit(1)
        } icon: {
            Image(systemName: symbol)
                .font(.system(size: 16, weight: .medium))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
        }
    }
}
