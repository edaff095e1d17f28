import Foundation
import OpenCombine
import Testing
@testable import ViewTree

private struct Settings {
    var name = "Ada"
    var notifications = true
}

/// A card as apps write it, with state, a binding and every live-only modifier.
private struct CounterCard: View {
    @State private var count = 3
    @State private var isShowingSheet = false
    @State private var note: String?
    @State private var query = ""
    @Binding var isOn: Bool
    var decorated = true

    var body: some View {
        if decorated {
            content
                .onAppear { count += 1 }
                .onDisappear { count = 0 }
                .task { await Task.yield() }
                .task(id: count) {}
                .onChange(of: count) { old, new in note = "\(old) -> \(new)" }
                .onChange(of: count) { note = nil }
                .onChange(of: count, perform: { _ in })
                .onTapGesture(count: 2) { count += 1 }
                .onLongPressGesture { count = 0 }
                .refreshable {}
                .animation(.easeInOut(duration: 0.2).delay(0.1), value: count)
                .animation(.spring())
                .transition(.opacity.combined(with: .move(edge: .bottom)))
                .sheet(isPresented: $isShowingSheet) { Text("Sheet") }
                .fullScreenCover(isPresented: $isShowingSheet) { Text("Cover") }
                .alert("Reset?", isPresented: $isShowingSheet) {
                    Text("Reset")
                } message: {
                    Text("The count goes back to zero.")
                }
                .confirmationDialog("Share", isPresented: $isShowingSheet) { Text("Copy") }
                .accessibilityLabel("Counter")
                .accessibilityHint("Double-tap to add one")
                .accessibilityIdentifier("counter")
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                .id(count)
                .tag("counter")
                .contentShape(Rectangle())
                .allowsHitTesting(true)
                .searchable(text: $query)
                .searchable(text: $query, placement: .navigationBarDrawer, prompt: "Search notes")
                .searchable(text: $query, prompt: Text("Search"))
                .onReceive(Just(count)) { count = $0 }
                .contextMenu { Text("Copy") }
                .swipeActions(edge: .leading) { Text("Pin") }
                .help("Counts taps")
                .navigationTitle("Counter")
                .navigationTitle(Text("Counter"))
                .badge(count)
                .badge(Text("New"))
        } else {
            content
        }
    }

    private var content: some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)").font(.headline)
            Text(isOn ? "Notifications on" : "Notifications off").foregroundStyle(.secondary)
        }
        .padding()
        .background(Color.white)
    }
}

/// Modifiers that matter only on a device compile, keep layout and pixels, and run nothing;
/// `@State` shows its initial value and `@Binding` reads through.
@MainActor struct LiveOnlyModifierTests {

    /// Presented alerts and dialogs are not in a snapshot of the view on iOS (they are presented
    /// from the window): a render with them is the render without, pixel for pixel.
    @Test func aPresentedAlertOrDialogLeavesTheSnapshotAsItIs() throws {
        let screen = NavigationStack { Text("Trip to Lisbon").navigationTitle("Trips") }
        let presenting = screen
            .alert("Delete trip?", isPresented: .constant(true)) {
                Button("Delete") {}
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog("Share", isPresented: .constant(true)) { Button("Copy link") {} }
        #expect(try windowRender(presenting).pngData() == windowRender(screen).pngData())
        #expect(windowLayout(presenting).first(text: "Delete trip?") == nil)
    }
    @Test func liveOnlyModifiersLeaveLayoutAndPixelsAlone() throws {
        let decorated = ImageRenderer(content: CounterCard(isOn: .constant(true)))
        let plain = ImageRenderer(content: CounterCard(isOn: .constant(true), decorated: false))
        #expect(decorated.layout.description == plain.layout.description)
        #expect(try decorated.canvas.bitmap.pixels == plain.canvas.bitmap.pixels)
        // onAppear did not run: the initial count shows.
        #expect(decorated.layout.allViews.contains { $0.text == "Count: 3" })
    }

    @Test func bindingReadsThroughAndConstantIgnoresWrites() {
        var settings = Settings()
        let binding = Binding(get: { settings }, set: { settings = $0 })
        binding.name.wrappedValue = "Grace"
        #expect(settings.name == "Grace")
        let constant = Binding.constant(Settings())
        constant.notifications.wrappedValue = false
        #expect(constant.wrappedValue.notifications)
        #expect(Binding(Binding<String?>.constant(nil)) == nil)
        #expect(Binding(Binding<String?>.constant("x"))?.wrappedValue == "x")
    }

    @Test func stateIsSharedByCopiesAndItsBindingWritesIt() {
        struct Holder {
            @State var value = 1
            @State var optional: Int?
        }
        let holder = Holder()
        let copy = holder
        holder.$value.wrappedValue = 5
        #expect(copy.value == 5)
        copy.value = 7
        #expect(holder.value == 7)
        #expect(holder.optional == nil)
    }

    @Test func withAnimationRunsItsBodyAtOnce() {
        var changed = false
        withAnimation(.bouncy) { changed = true }
        #expect(changed)
    }
}
