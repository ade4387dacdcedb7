import Testing
import ViewGraph

@testable import StateHarness

private struct ProfileCard: View {
  let talks = ["Compilers", "Debugging"]

  var body: some View {
    VStack {
      HStack {
        Image(systemName: "person")
        Text("Ada")
      }
      .padding()
      if !talks.isEmpty { Text("Speaker") }
      ForEach(talks, id: \.self) { Text($0) }
      Button("Follow") {}
    }
  }
}

private struct ProfileScreen: View {
  @State private var showsTalks = true

  var body: some View {
    VStack { Text("Ada") }
      .sheet(isPresented: $showsTalks) { Text("Talks") }
  }
}

@MainActor
@Suite("Probes: positional children and pathToRoot")
struct ProbeChildTests {
  @Test("child(at:) steps through what a view shows; modifiers and if branches are not steps")
  func positionalSteps() {
    let harness = ParentHarness { ProfileCard() }
    #expect(harness.child(at: 0)?.view is ProfileCard)
    let stack = harness.find(ProfileCard.self)?.child(at: 0)
    #expect(stack?.children.count == 4)
    #expect(stack?.child(at: 0)?.child(at: 1)?.string == "Ada")
    #expect(stack?.child(at: 0)?.child(at: 0)?.imageName == "person")
    #expect(stack?.child(Text.self, at: 1)?.string == "Speaker")
    #expect(stack?.child(at: 2)?.child(at: 1)?.string == "Debugging")
    #expect(stack?.child(at: 3)?.child(at: 0)?.string == "Follow")
    #expect(harness.child(ProfileCard.self, at: 0)?.view.talks.count == 2)
  }

  @Test("pathToRoot names each step as child(at:) takes it, in ViewInspector's form")
  func pathToRoot() {
    let harness = ParentHarness { ProfileCard() }
    #expect(harness.find(text: "Ada")?.pathToRoot == "view(ProfileCard.self, 0).vStack(0).hStack(0).text(1)")
    #expect(
      harness.find(text: "Debugging")?.pathToRoot == "view(ProfileCard.self, 0).vStack(0).forEach(2).text(1)")
    #expect(harness.find(button: "Follow")?.pathToRoot == "view(ProfileCard.self, 0).vStack(0).button(3)")
  }

  @Test("pathToRoot shows presented content as its slot, after the view it is attached to")
  func pathThroughSheet() {
    let harness = ParentHarness { ProfileScreen() }
    #expect(
      harness.find(text: "Talks")?.pathToRoot == "view(ProfileScreen.self, 0).vStack(0).sheet().text(0)")
    #expect(harness.find(ProfileScreen.self)?.child(at: 0)?.children.count == 1)
  }

  @Test("an index out of range records one issue at the caller listing what is shown")
  func indexOutOfRange() {
    let harness = ParentHarness { ProfileCard() }
    let stack = harness.find(ProfileCard.self)?.child(at: 0)
    let line = #line + 1
    let issues = recordedIssueDetails { #expect(stack?.child(at: 7) == nil) }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        child(at: 7) in VStack: no view at index 7; VStack shows 4 views
          [0] HStack
          [1] Text "Speaker"
          [2] ForEach
          [3] Button "Follow"
          Fix: count from 0 in the order the views are written; modifiers, Group, AnyView and if branches are not steps.
        """
      ])
    expectRecorded(
      """
      child(at: -1): no view at index -1; the harness shows 1 view
        [0] ProfileCard
        Fix: count from 0 in the order the views are written; modifiers, Group, AnyView and if branches are not steps.
      """
    ) {
      #expect(harness.child(at: -1) == nil)
    }
  }

  @Test("a step of the wrong type records one issue at the caller naming what is there")
  func wrongType() {
    let harness = ParentHarness { ProfileCard() }
    let stack = harness.find(ProfileCard.self)?.child(at: 0)
    let line = #line + 1
    let issues = recordedIssueDetails { #expect(stack?.child(Text.self, at: 3) == nil) }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        child(Text.self, at: 3) in VStack: the view at 3 is Button "Follow", not Text
          at: view(ProfileCard.self, 0).vStack(0).button(3)
          Fix: ask child(at: 3) for the view whatever its type, or use the index of the Text.
        """
      ])
  }
}
