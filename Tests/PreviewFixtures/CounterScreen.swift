// Written as an app's file is: `import SwiftUI`, previews, `@Entry`, state seeded in `init`.
// The package compiles it with `-module-alias SwiftUI=ViewGraph`, unchanged.
import SwiftUI

extension EnvironmentValues {
  @Entry var counterStep: Int = 1
  @Entry var counterTitle = "Counter"
  @Entry public var counterNote: String?
  @Entry var counterFormatter: (Int) -> String = {
    "\($0) taps"
  }
}

extension FocusedValues {
  @Entry var focusedCount: Binding<Int>?
}

extension Transaction {
  @Entry var isReset = false
}

@Observable
final class CounterStore {
  var total = 0
}

struct CounterScreen: View {
  @Environment(\.counterStep) private var step
  @Environment(\.counterTitle) private var title
  @Environment(\.counterFormatter) private var format
  @State private var count: Int
  @State private var history = [Int]()

  init(start: Int = 0) {
    self.count = start
  }

  var body: some View {
    VStack {
      Text(title)
      Text(format(count))
      Button("Add") {
        count += step
        history.append(count)
      }
    }
  }
}

struct CounterToggle: View {
  @Binding var isOn: Bool
  var body: some View { Toggle("Counting", isOn: $isOn) }
}

#Preview {
  CounterScreen()
}

#Preview("Big steps", traits: .sizeThatFitsLayout, .landscapeLeft) {
  CounterScreen(start: 10)
    .environment(\.counterStep, 5)
}

#Preview("Toggled") {
  @Previewable @State var isOn = true
  @Previewable @State var label: String = "on"
  VStack {
    CounterToggle(isOn: $isOn)
    Text(isOn ? label : "off")
  }
}

#Preview("Starts", arguments: [1, 2]) { start in
  CounterScreen(start: start)
}

#Preview(body: {
  CounterScreen(start: 7)
})
