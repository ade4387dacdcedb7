// expect: value of type 'ViewProbe<Section>' has no member 'tap'
// A view found by type is not a control: driving it must not compile.
import StateHarness
import ViewGraph

struct Section: View { var body: some View { Text("x") } }

@MainActor func misuse(_ harness: ParentHarness<Section>) {
  harness.find(Section.self)?.tap()
}
