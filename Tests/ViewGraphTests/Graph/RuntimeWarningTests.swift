import Testing
@_spi(Inspection) import ViewGraph

/// A warning quoting an app's value is bounded: a test's issue, the collected warnings and
/// the printed fallback never carry a value of megabytes.
@MainActor
@Suite("RuntimeWarning: bounded messages")
struct RuntimeWarningTests {
  @Test("a message within the limit is kept whole")
  func shortMessage() {
    let warning = RuntimeWarning(.duplicateForEachID, "the ID 1 occurs multiple times")
    #expect(warning.message == "the ID 1 occurs multiple times")
  }

  @Test("a message of 5 MB keeps its start and says how many characters it left out")
  func longMessage() {
    let warning = RuntimeWarning(.notModelled, String(repeating: "é", count: 5_000_000))
    #expect(warning.message.count <= RuntimeWarning.messageLimit)
    #expect(warning.message.hasPrefix(String(repeating: "é", count: 1_960)))
    #expect(warning.message.hasSuffix("… (4998040 more characters)"))
  }

  @Test("S13: a duplicate ForEach id of 5 MB is reported with a bounded message")
  func duplicateHugeID() {
    var warnings: [RuntimeWarning] = []
    _ = mount(HugeDuplicates(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.duplicateForEachID])
    #expect(warnings.first?.message.hasPrefix("ForEach<Array<String>, String, Text>: the ID xxx") == true)
    #expect((warnings.first?.message.count ?? .max) <= RuntimeWarning.messageLimit)
  }
}

private struct HugeDuplicates: View {
  static let id = String(repeating: "x", count: 5_000_000)
  var body: some View {
    ForEach([Self.id, Self.id], id: \.self) { _ in Text("row") }
  }
}
