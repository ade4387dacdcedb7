import Testing

@_spi(Inspection) @testable import ViewGraph

private struct Leaf: View {
  let label: String
  var body: some View { Text(label) }
}

private struct Branch: View {
  let label: String
  var body: some View { Leaf(label: label) }
}

/// Rows of one type, then rows of another whose bodies each evaluate one of the first type:
/// the counts run in and out of the same type.
private struct Interleaved: View {
  @State var round = 0
  var body: some View {
    VStack {
      Button("Again") { round += 1 }
      ForEach(0..<3) { index in Leaf(label: "leaf \(index) \(round)") }
      ForEach(0..<2) { index in Branch(label: "branch \(index) \(round)") }
    }
  }
}

/// A host counts body evaluations per view type; a run of one type is counted apart until
/// another type's body runs (HostLedgers.swift): what it reports must be exact.
@MainActor
@Suite("Body evaluation counts")
struct BodyEvaluationCountTests {
  @Test("counts stay exact when the same types' bodies run in and out of turn")
  func interleavedCounts() {
    let host = mount(Interleaved())
    #expect(host.bodyEvaluationCount(of: Leaf.self) == 5)
    #expect(host.bodyEvaluationCount(of: Branch.self) == 2)
    host.tap("Again")
    // `round` is read in the row closures: the rows run again, not the screen's body (S30).
    #expect(host.bodyEvaluationCount(of: Interleaved.self) == 1)
    #expect(host.bodyEvaluationCount(of: Leaf.self) == 10)
    #expect(host.bodyEvaluationCount(of: Branch.self) == 4)
    let listed = Dictionary(uniqueKeysWithValues: host.bodyEvaluations.map { ($0.name, $0.count) })
    #expect(listed == ["Branch": 4, "Interleaved": 1, "Leaf": 10])
  }
}
