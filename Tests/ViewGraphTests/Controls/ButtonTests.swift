import Testing
@_spi(Inspection) import ViewGraph

/// A counter as apps write it: a button titled by a string, one labelled by a view, one with
/// a role, and one disabled while the count is at its limit.
private struct CounterScreen: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("count \(count)")
      Button("Add") { count += 1 }
      Button {
        count += 10
      } label: {
        HStack {
          Image(systemName: "plus.circle")
          Text("Add ten")
        }
      }
      Button("Reset", role: .destructive) { count = 0 }
      Button("Remove") { count -= 1 }
        .disabled(count == 0)
    }
  }
}

@MainActor
@Suite("Button")
struct ButtonTests {
  @Test("a button titled by a string is a button control; a tap runs its action once")
  func titledButtonRunsItsAction() {
    let host = mount(CounterScreen())
    #expect(host.control("Add")?.kind == .button)
    #expect(host.control("Add")?.binding == nil)
    host.tap("Add")
    #expect(host.shows("count 1"))
    host.tap("Add")
    #expect(host.shows("count 2"))
  }

  @Test("a button labelled by a view is titled by the text of its label")
  func viewLabelTitlesTheButton() {
    let host = mount(CounterScreen())
    let node = host.controlNode("Add ten")
    #expect(node?.control?.kind == .button)
    #expect(node?.control?.title == nil)
    host.tap("Add ten")
    #expect(host.shows("count 10"))
  }

  @Test("S195: a button with a role keeps its title and runs its action")
  func roleButtonActs() {
    let host = mount(CounterScreen())
    host.tap("Add")
    host.tap("Reset")
    #expect(host.shows("count 0"))
  }

  @Test("S81: a disabled button takes no taps, and a test's tap on it is a recorded issue")
  func disabledButtonRefusesTaps() {
    let host = mount(CounterScreen())
    #expect(host.controlNode("Remove")?.isDisabled == true)
    withKnownIssue {
      host.tap("Remove")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Remove is disabled or takes no taps"]
    }
    #expect(host.shows("count 0"))
    host.tap("Add")
    #expect(host.controlNode("Remove")?.isDisabled == false)
    host.tap("Remove")
    #expect(host.shows("count 0"))
  }
}
