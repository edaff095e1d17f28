import Foundation
import Testing
@testable import ViewTree

// Idioms of design-system and product app code (Element's Compound, swift-markdown-ui,
// PopupView, EnvironmentOverrides) that did not compile.

private struct Depth: EnvironmentKey { static let defaultValue = 1 }

extension EnvironmentValues {
    fileprivate var depth: Int {
        get { self[Depth.self] }
        set { self[Depth.self] = newValue }
    }
}

/// Draws its environment's depth as that many 10-point squares.
private struct DepthBar: View {
    @Environment(\.depth) private var depth
    var body: some View {
        HStack(spacing: 0) { ForEach(0..<depth, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
    }
}

/// A drag gesture of an app's own, reporting what its body reports (PopupView's).
private struct SimpleDragGesture: Gesture {
    var onTranslationChanged: (CGSize) -> Void
    var body: some Gesture {
        DragGesture(coordinateSpace: .global).onEnded { onTranslationChanged($0.translation) }
    }
}

@MainActor @Suite struct ProductAppIdiomTests {
    @Test func transformEnvironmentChangesTheInheritedValueInPlace() throws {
        let nested = DepthBar()
            .transformEnvironment(\.depth) { $0 += 1 }
            .transformEnvironment(\.depth) { $0 *= 2 }
        // The outer transform runs first: (1 * 2) + 1.
        #expect(layout(nested).frame.width == 30)
        try expectSameRender(Text("Title").transformEnvironment(\.font) { $0 = .largeTitle },
                             as: Text("Title").font(.largeTitle))
    }

    @Test func toggleTraitsAndAssistiveTechnologyAreReadable() throws {
        let traits: AccessibilityTraits = [.isButton, .isToggle]
        #expect(traits.contains(.isToggle) && !traits.contains(.isTabBar) && !traits.contains(.isModal))
        #expect(!EnvironmentValues().accessibilityEnabled)
        try expectSameRender(Button("Row") {}.accessibilityAddTraits(.isToggle), as: Button("Row") {})
    }

    @Test func aGestureOfAnAppsOwnReportsWhatItsBodyReports() throws {
        let gesture = SimpleDragGesture { _ in }
        #expect(SimpleDragGesture.Value.self == DragGesture.Value.self)
        try expectSameRender(Color.blue.frame(width: 20, height: 20).gesture(gesture),
                             as: Color.blue.frame(width: 20, height: 20))
    }
}

/// A button shape chosen at run time, as design systems choose it (Compound's button style).
@MainActor private func buttonShape(isCapsule: Bool) -> AnyShape {
    isCapsule ? AnyShape(Capsule()) : AnyShape(RoundedRectangle(cornerRadius: 4))
}

@MainActor @Suite struct AnyShapeTests {
    /// Expects `erased` to draw the same pixels as `plain` (the layouts differ only in their names).
    private func expectSamePixels(_ erased: some View, _ plain: some View) throws {
        #expect(try ImageRenderer(content: erased).canvas.bitmap.pixels == ImageRenderer(content: plain).canvas.bitmap.pixels)
    }

    @Test func anErasedShapeDrawsAsTheShapeItWraps() throws {
        try expectSamePixels(AnyShape(Circle()).fill(Color.red).frame(width: 40, height: 30),
                             Circle().fill(Color.red).frame(width: 40, height: 30))
        try expectSamePixels(AnyShape(AnyShape(Capsule())).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 20),
                             Capsule().stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 20))
        try expectSameRender(Color.green.frame(width: 50, height: 50).clipShape(AnyShape(Ellipse())),
                             as: Color.green.frame(width: 50, height: 50).clipShape(Ellipse()))
    }

    @Test func shapesOfDifferentTypesShareOneType() throws {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(buttonShape(isCapsule: true).path(in: rect) == Capsule().path(in: rect))
        #expect(buttonShape(isCapsule: false).path(in: rect) == RoundedRectangle(cornerRadius: 4).path(in: rect))
        // A capsule's ends are round: its corner pixel stays empty where the rectangle's is filled.
        let capsule = try ImageRenderer(content: buttonShape(isCapsule: true).fill(Color.black).frame(width: 40, height: 20)).canvas
        let rounded = try ImageRenderer(content: buttonShape(isCapsule: false).fill(Color.black).frame(width: 40, height: 20)).canvas
        #expect(capsule.pixel(x: 0, y: 0).alpha == 0)
        #expect(rounded.pixel(x: 2, y: 2).alpha == 255)
    }
}

/// A design system's field style (Compound's): a label above the field, the field padded on a
/// rounded fill. Main-actor isolated, as an app's types are by default in Swift 6.2 modules.
@MainActor private struct LabelledFieldStyle: @MainActor TextFieldStyle {
    let label: String

    func _body(configuration: TextField<_Label>) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(label).font(.footnote)
            configuration
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 14).fill(Color.yellow))
        }
    }
}

@MainActor @Suite struct CustomTextFieldStyleTests {
    /// What the style draws, spelled out with the field in the default style.
    private func expected(_ field: some View) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Name").font(.footnote)
            field
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 14).fill(Color.yellow))
        }
        .frame(width: 240)
    }

    private func pixels(_ view: some View) throws -> [UInt32] {
        try ImageRenderer(content: view).canvas.bitmap.pixels
    }

    @Test func aStyleOfAnAppsOwnDrawsAroundTheFieldItIsHanded() throws {
        let styled = TextField("Your name", text: .constant("Ada"))
            .textFieldStyle(LabelledFieldStyle(label: "Name"))
            .frame(width: 240)
        #expect(try pixels(styled) == pixels(expected(TextField("Your name", text: .constant("Ada")))))
        let empty = TextField("Your name", text: .constant("")).textFieldStyle(LabelledFieldStyle(label: "Name")).frame(width: 240)
        #expect(try pixels(empty) == pixels(expected(TextField("Your name", text: .constant("")))))
        // The field inside the style is the text alone, even under an outer rounded-border style.
        let nested = styled.textFieldStyle(.roundedBorder)
        #expect(try pixels(nested) == pixels(styled))
    }

    @Test func secureFieldsAreStyledTheSameWay() throws {
        let styled = SecureField("Password", text: .constant("secret"))
            .textFieldStyle(LabelledFieldStyle(label: "Name"))
            .frame(width: 240)
        #expect(try pixels(styled) == pixels(expected(SecureField("Password", text: .constant("secret")))))
        #expect(layout(styled).frame.height > layout(SecureField("Password", text: .constant("secret"))).frame.height + 20)
    }

    @Test func builtInStylesKeepTheirLook() throws {
        let rounded = TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder).frame(width: 200)
        let plain = TextField("Name", text: .constant("Ada")).textFieldStyle(.plain).frame(width: 200)
        #expect(try pixels(rounded) != pixels(plain))
        #expect(try pixels(plain) == pixels(TextField("Name", text: .constant("Ada")).frame(width: 200)))
    }
}

@MainActor @Suite struct ColorResolveTests {
    /// A colour's hex string as a design system's token inspector prints it (Compound's).
    private func hex(_ color: Color, in environment: EnvironmentValues) -> String {
        let resolved = color.resolve(in: environment)
        return [resolved.red, resolved.green, resolved.blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }

    @Test func systemColoursResolveToTheirValuesInEachScheme() {
        var light = EnvironmentValues()
        light.viewTreeOSVersion = .iOS17
        var dark = light
        dark.colorScheme = .dark
        // iOS 17's systemRed: 255,59,48 light, 255,69,58 dark (REFERENCE.md section 4); iOS 26's
        // 255,56,60.
        #expect(hex(.red, in: light) == "FF3B30")
        #expect(hex(.red, in: dark) == "FF453A")
        light.viewTreeOSVersion = .iOS26
        #expect(hex(.red, in: light) == "FF383C")
        #expect(Color.blue.opacity(0.5).resolve(in: EnvironmentValues()).opacity == 0.5)
    }

    @Test func resolvedComponentsAreLinearAndGammaEncoded() {
        let grey = Color(.sRGBLinear, white: 0.5).resolve(in: EnvironmentValues())
        #expect(abs(grey.linearRed - 0.5) < 0.0001)
        #expect(abs(grey.red - 0.7354) < 0.0001)  // sRGB's transfer function of 0.5
        var resolved = Color.Resolved(red: 1, green: 0, blue: 0)
        resolved.green = 0.5
        #expect(abs(resolved.linearGreen - 0.2140) < 0.0001)
        let p3 = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
        #expect(p3.red > 1 && p3.green < 0)  // P3's red lies outside sRGB
    }

    @Test func aResolvedColourDrawsAsTheColourItCameFrom() throws {
        let resolved = Color.orange.resolve(in: EnvironmentValues())
        try expectSameRender(Color(resolved).frame(width: 10, height: 10), as: Color.orange.frame(width: 10, height: 10))
        let filled = try ImageRenderer(content: Rectangle().fill(resolved).frame(width: 10, height: 10)).canvas
        let orange = try ImageRenderer(content: Color.orange.frame(width: 10, height: 10)).canvas
        #expect(filled.pixel(x: 5, y: 5) == orange.pixel(x: 5, y: 5) && filled.pixel(x: 5, y: 5).red == 255)
        try expectSameRender(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10),
                             as: Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10))
    }
}

/// Pads by more in the larger Dynamic Type sizes, deciding from the environment it is applied in.
private struct ScaledPadding: EnvironmentalModifier {
    final class Seen { var locale: Locale? }
    let seen: Seen

    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        seen.locale = environment.locale
        return Padded(amount: environment.dynamicTypeSize >= .accessibility1 ? 20 : 4)
    }

    private struct Padded: ViewModifier {
        let amount: CGFloat
        func body(content: Content) -> some View { content.padding(amount) }
    }
}

@MainActor @Suite struct EnvironmentalModifierTests {
    @Test func theModifierIsResolvedInTheEnvironmentItIsAppliedIn() throws {
        let seen = ScaledPadding.Seen()
        let square = Color.red.frame(width: 10, height: 10)
        #expect(layout(square.modifier(ScaledPadding(seen: seen))).frame.size == CGSize(width: 18, height: 18))
        let large = square.modifier(ScaledPadding(seen: seen)).environment(\.dynamicTypeSize, .accessibility2)
        #expect(layout(large).frame.size == CGSize(width: 50, height: 50))
        _ = layout(square.modifier(ScaledPadding(seen: seen)).environment(\.locale, Locale(identifier: "fr_FR")))
        #expect(seen.locale?.identifier == "fr_FR")
        try expectSameRender(square.modifier(ScaledPadding(seen: seen)).background(Color.blue),
                             as: square.padding(4).background(Color.blue))
    }
}

/// An app whose scene adds menu commands (Compound's inspector app).
private struct InspectorApp: App {
    @State private var isDark = false
    var body: some Scene {
        WindowGroup { Text("Inspector") }
            .commands {
                CommandMenu("Options") {
                    Button("Toggle Appearance") { isDark.toggle() }
                        .keyboardShortcut("a", modifiers: [.command, .shift])
                }
                CommandGroup(replacing: .newItem) {}
                if isDark { SidebarCommands() }
            }
    }
}

@MainActor @Suite struct CommandsTests {
    @Test func commandsBuildAndLeaveTheSceneAsItIs() {
        let menu = CommandMenu("Options") { Button("Toggle") {} }
        #expect(menu.name == Text("Options"))
        let group = CommandGroup(after: .help) { Button("Support") {} }
        #expect(group.placement == .help && group.position == .after && group.placement != .appInfo)
        var built = 0
        let scene = WindowGroup { Text("A") }.commands {
            let _ = built += 1
            ToolbarCommands()
            TextEditingCommands()
        }
        #expect(built == 1)
        // The scene is left as it is: still the window group.
        #expect(ObjectIdentifier(type(of: scene)) == ObjectIdentifier(WindowGroup<Text>.self))
        #expect(ObjectIdentifier(type(of: InspectorApp().body)) == ObjectIdentifier(WindowGroup<Text>.self))
    }
}
