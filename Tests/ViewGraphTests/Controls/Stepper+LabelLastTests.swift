import Testing
@_spi(Inspection) import ViewGraph

/// Every Stepper form apps write, the deprecated label-last ones among them (ChordCombiner's
/// `MyIntStepper` writes `Stepper(onIncrement:onDecrement:label:)`).
private struct Steppers: View {
  @State var count = 0
  var body: some View {
    VStack {
      Stepper(value: $count) { Text("first \(count)") }
      Stepper(value: $count, in: 0...5) { Text("bounded \(count)") }
      Stepper {
        Text("actions \(count)")
      } onIncrement: {
        count += 10
      } onDecrement: {
        count -= 10
      }
      Stepper(onIncrement: { count += 100 }, onDecrement: { count -= 100 }) { Text("label last \(count)") }
      Stepper(value: $count, step: 2, onEditingChanged: { _ in }) { Text("stepping \(count)") }
      Stepper(value: $count, in: 0...1_000, step: 3, onEditingChanged: { _ in }) { Text("ranged \(count)") }
    }
  }
}

@MainActor @Suite("Stepper forms")
struct StepperSurfaceTests {
  @Test("the label-last forms resolve and step the value like the label-first ones")
  func labelLastForms() {
    let host = mount(Steppers())
    let steppers = host.root.descendants.compactMap { $0.control?.kind == .stepper ? $0.control : nil }
    #expect(steppers.count == 6)
    for stepper in steppers { host.perform { stepper.steps?.increment?() } }
    host.update()
    // 1 + 1 (bounded, at 2 of 5) + 10 + 100 + 2 + 3
    #expect(host.texts.contains("label last 117"))
  }
}
