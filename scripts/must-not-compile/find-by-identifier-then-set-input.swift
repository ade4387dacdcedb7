// expect: requires the types 'Any' and 'TextEditor' be equivalent
// A view found by accessibility identifier is of no known kind: driving it as a control
// must not compile; find the control inside it by kind.
import StateHarness
import ViewGraph

struct Field: View {
  var body: some View { TextField("Name", text: .constant("")).accessibilityIdentifier("name") }
}

@MainActor func misuse(_ harness: ParentHarness<Field>) {
  harness.find(viewWithAccessibilityIdentifier: "name")?.setInput("Ada")
}
