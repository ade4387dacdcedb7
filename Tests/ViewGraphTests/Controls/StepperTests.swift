import Testing
@_spi(Inspection) import ViewGraph

/// An order form: a bounded quantity stepped by two, an unbounded one, and a stepper of
/// actions, as Apple's `Stepper` page writes them.
private struct OrderForm: View {
  @State private var cases = 0
  @State private var bottles = 0
  @State private var log: [String] = []
  var body: some View {
    Form {
      Stepper("Cases", value: $cases, in: 0...4, step: 2)
      Stepper(value: $bottles) { Text("Bottles") }
      Stepper("Page", onIncrement: { log.append("next") }, onDecrement: { log.append("back") })
      Text("cases \(cases), bottles \(bottles), \(log.joined(separator: " "))")
    }
  }
}

@MainActor
@Suite("S308: Stepper")
struct StepperTests {
  private func step(_ host: ViewHost, _ title: String, _ part: KeyPath<Control.Steps, (() -> Void)?>) {
    guard let action = host.control(title)?.steps?[keyPath: part] else {
      Issue.record("no \(title) stepper")
      return
    }
    host.perform { action() }
    host.update()
  }

  @Test("S308: a stepper bound to a value steps it by its step, and never past its bounds")
  func boundedSteps() {
    let host = mount(OrderForm())
    #expect(host.control("Cases")?.kind == .stepper)
    step(host, "Cases", \.increment)
    #expect(host.shows("cases 2, bottles 0, "))
    step(host, "Cases", \.increment)
    step(host, "Cases", \.increment)
    #expect(host.shows("cases 4, bottles 0, "))
    for _ in 0..<3 { step(host, "Cases", \.decrement) }
    #expect(host.shows("cases 0, bottles 0, "))
  }

  @Test("S308: without bounds a stepper steps by 1 in both directions")
  func unboundedSteps() {
    let host = mount(OrderForm())
    step(host, "Bottles", \.decrement)
    #expect(host.shows("cases 0, bottles -1, "))
    #expect(host.control("Bottles")?.binding?.currentValue as? Int == -1)
  }

  @Test("S308: a stepper of actions runs them, and writes no binding")
  func stepperOfActions() {
    let host = mount(OrderForm())
    #expect(host.control("Page")?.binding == nil)
    step(host, "Page", \.increment)
    step(host, "Page", \.decrement)
    #expect(host.shows("cases 0, bottles 0, next back"))
  }
}
