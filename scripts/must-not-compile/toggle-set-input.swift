// expect: requires the types 'ControlKinds.Toggle' and 'ControlKinds.TextField' be equivalent
// A toggle's probe offers a toggle's operations only.
import StateHarness
import ViewGraph

@MainActor func misuse(_ harness: ParentHarness<Text>) {
  harness.find(toggle: "Switch")?.setInput("x")
}
