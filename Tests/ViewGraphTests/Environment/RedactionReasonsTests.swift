import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct RedactionReader: View {
  @Environment(\.redactionReasons) private var reasons
  let name: String
  var body: some View { Text("\(name) \(reasons.rawValue)") }
}

@MainActor
@Suite("S103: redaction reasons")
struct RedactionReasonsTests {
  @Test("S103: redacted(reason:) adds reasons below it, unredacted() removes them all")
  func redactionReasonsFlowDown() {
    let host = mount(
      VStack {
        RedactionReader(name: "Plain")
        VStack {
          RedactionReader(name: "Placeholder")
          RedactionReader(name: "Both").redacted(reason: .privacy)
          RedactionReader(name: "Shown").unredacted()
        }
        .redacted(reason: .placeholder)
      })
    #expect(host.texts == ["Plain 0", "Placeholder 1", "Both 3", "Shown 0"])
  }
}
