import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the screens a probe of common iOS 16–26 apps measured write it, and mounted, so the
// snippet is compiled in full and its view runs.

private struct ValidatedForm: View {
  enum Field: Hashable { case name, email }
  @AccessibilityFocusState private var isErrorFocused: Bool
  @AccessibilityFocusState(for: .voiceOver) private var focusedField: Field?
  var body: some View {
    VStack {
      Text("Error").accessibilityFocused($isErrorFocused)
        .accessibilityRepresentation { Text("An error") }.accessibilityShowsLargeContentViewer()
      Text("Email").accessibilityFocused($focusedField, equals: .email)
        .accessibilityActions {
          Button("Clear") {}
          Button("Paste") {}
        }
      Button("Check") {
        isErrorFocused = true
        focusedField = .email
      }
      Text("Error focused \(isErrorFocused), field \(focusedField == .email ? "email" : "none")")
        .navigationDocument(URL(string: "https://example.com/doc")!)
    }
  }
}

@MainActor
@Suite("AccessibilityFocusState")
struct AccessibilityFocusStateTests {
  @Test("an @AccessibilityFocusState is the view's own state: the code moves it, and it is kept")
  func accessibilityFocusState() {
    let host = mount(ValidatedForm())
    #expect(host.shows("Error focused false, field none"))
    host.tap("Check")
    #expect(host.shows("Error focused true, field email"))
    #expect(!host.texts.contains("An error"))
    #expect(host.control("Clear") == nil)
  }
}
