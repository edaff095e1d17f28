import Testing
@_spi(ViewTreeInternals) import ViewTree
import ViewTreeUIKit

@Suite struct UIColorTests {
    @Test func systemColoursComeFromTheTableSwiftUIReads() {
        #expect(Color(uiColor: .systemBlue) == .blue)
        #expect(Color(.label) == .primary)
    }
}
