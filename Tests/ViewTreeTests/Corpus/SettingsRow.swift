import ViewTree

struct SettingsRow: View {
    let icon: String
    let iconColor: Color
    let title: String
    var value: String? = nil
    var showsChevron = true

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.system(size: 15, weight: .semibold))
                .foregroundColor(.white)
                .frame(width: 29, height: 29)
                .background(iconColor)
                .cornerRadius(7)
            Text(title)
                .foregroundStyle(.primary)
            Spacer()
            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
            if showsChevron {
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
            }
        }
        .padding(.horizontal, 16)
        .frame(minHeight: 44)
        .contentShape(Rectangle())
    }
}

struct SettingsItem: Identifiable {
    let id = UUID()
    let icon: String
    let color: Color
    let title: String
    let value: String?
}

struct SettingsGroup: View {
    let items: [SettingsItem]
    @Binding var selection: String?

    var body: some View {
        VStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
                SettingsRow(icon: item.icon, iconColor: item.color, title: item.title, value: item.value)
                    .onTapGesture { selection = item.title }
                if index < items.count - 1 {
                    Divider()
                        .padding(.leading, 57)
                }
            }
        }
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 10, style: .continuous))
        .padding(.horizontal, 16)
    }
}

struct SettingsScreen: View {
    @State private var selection: String?

    private let items = [
        SettingsItem(icon: "airplane", color: .orange, title: "Airplane Mode", value: nil),
        SettingsItem(icon: "wifi", color: .blue, title: "Wi-Fi", value: "Home"),
        SettingsItem(icon: "bell.badge.fill", color: .red, title: "Notifications", value: nil),
    ]

    var body: some View {
        ZStack {
            Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
                .ignoresSafeArea()
            VStack(alignment: .leading, spacing: 8) {
                Text("Settings")
                    .font(.largeTitle.bold())
                    .padding(.horizontal, 16)
                SettingsGroup(items: items, selection: $selection)
                Spacer()
            }
            .padding(.top, 8)
        }
        .sheet(isPresented: .constant(false)) {
            Text(selection ?? "")
        }
    }
}
