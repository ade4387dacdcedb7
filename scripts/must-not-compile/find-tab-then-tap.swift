// expect: value of type 'TabProbe' has no member 'tap'
// A tab is selected, not tapped as a control: tapping it must not compile.
import StateHarness
import ViewGraph

struct Tabs: View { var body: some View { TabView { Text("x").tabItem { Text("Home") } } } }

@MainActor func misuse(_ harness: ParentHarness<Tabs>) {
  harness.find(tab: "Home")?.tap()
}
