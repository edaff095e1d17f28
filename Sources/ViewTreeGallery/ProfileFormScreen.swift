import ViewTreePreviews

/// A form that edits a profile, built from the system's controls: text fields with and without
/// text, a segmented picker, a menu picker, a stepper, a slider, a switch, a storage bar and a
/// destructive button, under an inline title with Cancel and Done.
struct ProfileFormScreen: View {
    @State private var name = "Maya Lopez"
    @State private var email = ""
    @State private var plan = "Plus"
    @State private var language = "English"
    @State private var guests = 2
    @State private var brightness = 0.65
    @State private var reminders = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    TextField("Email", text: $email)
                    SecureField("Password", text: .constant(""))
                }
                Section {
                    Picker("Plan", selection: $plan) {
                        ForEach(["Free", "Plus", "Family"], id: \.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                    Picker("Language", selection: $language) {
                        ForEach(["English", "Español", "Français"], id: \.self) { Text($0) }
                    }
                    Stepper("Guests: \(guests)", value: $guests, in: 1...8)
                    HStack(spacing: 12) {
                        Image(systemName: "sun.min.fill").foregroundStyle(.secondary)
                        Slider(value: $brightness)
                        Image(systemName: "sun.max.fill").foregroundStyle(.secondary)
                    }
                    Toggle("Trip reminders", isOn: $reminders)
                } header: {
                    Text("Preferences")
                } footer: {
                    Text("Reminders arrive the evening before you travel.")
                }
                Section("Storage") {
                    ProgressView(value: 0.7) {
                        LabeledContent("Photos and documents", value: "3.5 of 5 GB")
                    }
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            }
        }
    }
}

#Preview("Profile form") { ProfileFormScreen() }
