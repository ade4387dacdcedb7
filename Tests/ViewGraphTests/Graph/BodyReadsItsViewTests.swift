import Testing
@_spi(Inspection) import ViewGraph

// MARK: - S346: a body reads the view it was evaluated with, to its end

/// What each evaluation of `RenamingChild` read before and after its write.
private final class ReadLog {
  var reads: [(before: String, after: String)] = []
}

/// Hands its child the label it shows and a binding to change it.
private struct RenamingParent: View {
  let log: ReadLog
  @State var label = "first"
  var body: some View {
    RenamingChild(label: label, rename: $label, log: log)
  }
}

/// Wrong on purpose: renames its own input while its body runs. The label it read before
/// the write and after it must be the same: its view is not replaced mid-body.
private struct RenamingChild: View {
  let label: String
  let rename: Binding<String>
  let log: ReadLog
  var body: some View {
    let before = label
    let _ = (rename.wrappedValue = "second")
    let after = label
    let _ = log.reads.append((before, after))
    Text("\(before) \(after)")
  }
}

@MainActor
@Suite("S346: a body reads the view it was evaluated with")
struct BodyReadsItsViewTests {
  @Test("S346: a write mid-body that changes the view's input reaches it at a later update")
  func viewIsNotReplacedMidBody() {
    let log = ReadLog()
    var warnings: [RuntimeWarning] = []
    let host = mount(RenamingParent(log: log), warnings: &warnings)
    #expect(log.reads.first?.before == "first")
    #expect(log.reads.allSatisfy { $0.before == $0.after }, "\(log.reads)")
    #expect(host.texts == ["second second"])
    #expect(warnings.first?.kind == .stateModifiedDuringUpdate)
  }
}
