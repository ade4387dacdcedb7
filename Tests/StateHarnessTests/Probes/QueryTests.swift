import Testing
import ViewGraph

@testable import StateHarness

@MainActor
@Suite("Queries: by accessibility, id, tag, predicate, inside a probe")
struct QueryTests {
  @Test("find(button:) matches an image-only button by its accessibility label, else by its image")
  func imageOnlyButtons() {
    let harness = ParentHarness { PeopleScreen() }
    harness.find(button: "Next speaker")?.tap()
    harness.find(button: "forward.fill")?.tap()
    #expect(harness.contains(text: "Skipped 2"))
    harness.find(button: "arrow.counterclockwise")?.tap()
    #expect(harness.contains(text: "Skipped 0"))
    #expect(harness.find(button: "Next speaker")?.accessibilityLabel == "Next speaker")
    expectRecorded(
      """
      find(button: "Skip"): no Button titled "Skip" is mounted
        Buttons mounted: "Next speaker" (accessibility label, image "forward.fill"), image "arrow.counterclockwise", "Remove", "Remove", "Remove"
        Fix: match the title exactly as shown.
      """
    ) {
      #expect(harness.find(button: "Skip") == nil)
    }
  }

  @Test("a title several controls show is one issue listing each; inside a probe, its row's one")
  func severalTitled() {
    let harness = ParentHarness { PeopleScreen() }
    let line = #line + 1
    let issues = recordedIssueDetails { #expect(harness.find(button: "Remove") == nil) }
    #expect(issues.map(\.line) == [line])
    let row = "PeopleScreen > [3]"
    let button = "PersonRow > [1]: Button"
    #expect(
      issues.map(\.message) == [
        """
        find(button: "Remove"): 3 Buttons titled "Remove" are mounted; find expects exactly one
          Mounted at:
            \(row) id 1: \(button)
            \(row) id 2: \(button)
            \(row) id 3: \(button)
          Fix: find the view that holds the one you mean and ask it, e.g. harness.find(Row.self, where: { … })?.find(button: "Remove"), or use findAll(button: "Remove").
        """
      ])
    let grace = harness.find(PersonRow.self, where: { $0.view.person.name == "Grace" })
    grace?.find(button: "Remove")?.tap()
    #expect(harness.contains(text: "Order: Ada, Linus"))
    expectRecorded(
      """
      find(button: "Skip") in PersonRow: no Button titled "Skip" is mounted in PersonRow
        Buttons mounted in PersonRow: "Remove"
        Fix: match the title exactly as shown.
      """
    ) {
      #expect(
        harness.find(PersonRow.self, where: { $0.view.person.name == "Ada" })?.find(button: "Skip") == nil)
    }
  }

  @Test("findAll for each kind of control returns every match and records nothing")
  func findAllControls() {
    let harness = ParentHarness { PeopleScreen() }
    let issues = recordedIssues {
      #expect(harness.findAll(button: "Remove").count == 3)
      #expect(harness.findAll(button: "Next speaker").count == 1)
      #expect(harness.findAll(picker: "Flavor").count == 1)
      #expect(harness.findAll(toggle: "Remove").isEmpty)
      #expect(harness.findAll(textField: "Remove").isEmpty)
      #expect(harness.findAll(stepper: "Remove").isEmpty)
      #expect(harness.findAll(slider: "Remove").isEmpty)
      #expect(harness.findAll(datePicker: "Remove").isEmpty)
      #expect(harness.findAll(link: "Remove").isEmpty)
      #expect(harness.findAll(navigationLink: "Remove").isEmpty)
    }
    #expect(issues == 0)
    harness.findAll(button: "Remove").last?.tap()
    #expect(harness.contains(text: "Order: Ada, Grace"))
  }

  @Test("find(viewWithAccessibilityIdentifier:) and find(viewWithAccessibilityLabel:)")
  func byAccessibility() {
    let harness = ParentHarness { PeopleScreen() }
    #expect(harness.find(viewWithAccessibilityIdentifier: "skip-count")?.string == "Skipped 0")
    let next = harness.find(viewWithAccessibilityLabel: "Next speaker")
    #expect(next?.accessibilityLabel == "Next speaker")
    next?.find(button: "Next speaker")?.tap()
    #expect(harness.find(viewWithAccessibilityIdentifier: "skip-count")?.string == "Skipped 1")
    expectRecorded(
      """
      find(viewWithAccessibilityIdentifier: "nope"): no view with accessibility identifier "nope" is mounted
        Accessibility identifiers: "skip-count"
        Fix: match the accessibility identifier exactly as the view sets it with .accessibilityIdentifier(_:).
      """,
      """
      find(viewWithAccessibilityLabel: "nope"): no view with accessibility label "nope" is mounted
        Accessibility labels: "Next speaker"
        Fix: match the accessibility label exactly as the view sets it with .accessibilityLabel(_:).
      """
    ) {
      #expect(harness.find(viewWithAccessibilityIdentifier: "nope") == nil)
      #expect(harness.find(viewWithAccessibilityLabel: "nope") == nil)
    }
  }

  @Test("S196: find(viewWithAccessibilityLabel:) finds a text labelled with Text's own modifier")
  func byTextAccessibilityLabel() {
    let harness = ParentHarness {
      VStack {
        Text(Image(systemName: "star.fill")).accessibilityLabel("Favorite") + Text(" Ada")
        Text("4").accessibilityLabel(Text("four points")).foregroundColor(.red)
        Button {
        } label: {
          Text(Image(systemName: "trash")).accessibilityLabel("Delete draft")
        }
      }
    }
    #expect(harness.find(viewWithAccessibilityLabel: "four points")?.string == "4")
    #expect(harness.find(viewWithAccessibilityLabel: "Delete draft") != nil)
    #expect(harness.find(button: "Delete draft") != nil)
    expectRecorded(
      """
      find(viewWithAccessibilityLabel: "Favorite"): no view with accessibility label "Favorite" is mounted
        Accessibility labels: "four points", "Delete draft"
        Fix: match the accessibility label exactly as the view sets it with .accessibilityLabel(_:).
      """
    ) {
      // Concatenation makes a new text of both strings, as SwiftUI's: the part's label is
      // not the whole's.
      #expect(harness.find(viewWithAccessibilityLabel: "Favorite") == nil)
    }
  }

  @Test("find(viewWithId:) and find(viewWithTag:)")
  func byIdAndTag() {
    let harness = ParentHarness { PeopleScreen() }
    #expect(harness.find(viewWithId: "order")?.string == "Order: Ada, Grace, Linus")
    #expect(harness.find(viewWithTag: "mint")?.string == "Mint")
    #expect(harness.find(text: "Mint")?.tag == AnyHashable("mint"))
    expectRecorded(
      """
      find(viewWithId: "nope"): no view with .id("nope") is mounted
        Ids: .id("order")
        Fix: pass the value the view gives .id(_:), of the same type.
      """,
      """
      find(viewWithTag: 42): no view with .tag(42) is mounted
        Tags: "vanilla", "mint"
        Fix: pass the value the view gives .tag(_:), of the same type.
      """
    ) {
      #expect(harness.find(viewWithId: "nope") == nil)
      #expect(harness.find(viewWithTag: 42) == nil)
    }
  }

  @Test("find(where:) and findAll(where:), typed and untyped")
  func predicates() {
    let harness = ParentHarness { PeopleScreen() }
    #expect(harness.find(PersonRow.self, where: { $0.view.person.id == 2 })?.contains(text: "Grace") == true)
    #expect(harness.findAll(PersonRow.self, where: { $0.view.person.id > 1 }).count == 2)
    #expect(
      harness.find(where: { $0.string?.hasPrefix("Order") == true })?.string == "Order: Ada, Grace, Linus")
    #expect(harness.findAll(where: { $0.accessibilityLabel != nil }).count == 1)
    let row = "PeopleScreen > [3]"
    expectRecorded(
      """
      find(where:): 3 views that match the predicate are mounted; find expects exactly one
        Mounted at:
          \(row) id 1: PersonRow
          \(row) id 2: PersonRow
          \(row) id 3: PersonRow
        Fix: narrow the predicate, or use findAll(where:) and pick one.
      """
    ) {
      #expect(harness.find(where: { $0.view is PersonRow }) == nil)
    }
    expectRecorded(1) {
      #expect(harness.find(PersonRow.self, where: { _ in false }) == nil)
    } matching: {
      message($0).hasPrefix(
        "find(PersonRow.self, where:): no PersonRow that matches the predicate is mounted\n")
        && message($0).hasSuffix(
          "Fix: check the predicate against the PersonRow views findAll(PersonRow.self) returns.")
    }
  }

  @Test("parent() is the view of yours containing a probe's view; parent(_:) the nearest of a type")
  func parents() {
    let harness = ParentHarness { PeopleScreen() }
    #expect(harness.find(text: "Ada")?.parent()?.view is PersonRow)
    #expect(harness.find(text: "Ada")?.parent(PersonRow.self)?.view.person.id == 1)
    #expect(harness.find(button: "Next speaker")?.parent(PeopleScreen.self) != nil)
    expectRecorded(
      """
      parent(): no view of yours contains PeopleScreen
        No view of yours contains it.
        Fix: ask the harness instead, or find the view by type.
      """,
      """
      parent(Text.self): no Text contains Text "Ada"
        Views of yours containing it: PersonRow < PeopleScreen
        Fix: ask the harness instead, or find the view by type.
      """
    ) {
      #expect(harness.find(PeopleScreen.self)?.parent() == nil)
      #expect(harness.find(text: "Ada")?.parent(Text.self) == nil)
    }
  }

  @Test("a query inside a probe whose view left the tree records that, once")
  func queryInsideGoneProbe() {
    let harness = ParentHarness { PeopleScreen() }
    let ada = harness.find(PersonRow.self, where: { $0.view.person.name == "Ada" })
    ada?.find(button: "Remove")?.tap()
    expectRecorded(
      """
      find(button: "Remove"): PersonRow is no longer mounted
        found at: PeopleScreen > [3] id 1: PersonRow
        Nothing of its type is mounted at that position now.
        Fix: assert that it is gone with contains(_:) or findAll(_:).
      """
    ) {
      #expect(ada?.find(button: "Remove") == nil)
    }
  }

  @Test("a probe reads the identifier, label and tag applied to its view")
  func probeAttributes() {
    let harness = ParentHarness { PeopleScreen() }
    #expect(harness.find(text: "Skipped 0")?.accessibilityIdentifier == "skip-count")
    #expect(harness.find(text: "Skipped 0")?.accessibilityLabel == nil)
    #expect(harness.find(button: "Next speaker")?.accessibilityIdentifier == nil)
    #expect(harness.find(text: "Vanilla")?.tag == AnyHashable("vanilla"))
    #expect(harness.find(text: "Ada")?.tag == nil)
  }

  @Test("find(where:) with no match, and find(_:where:) with several, record one issue each")
  func predicateFailures() {
    let harness = ParentHarness { PersonRow(person: Person(id: 1, name: "Ada"), remove: {}) }
    expectRecorded(
      """
      find(where:): no view that matches the predicate is mounted
        Mounted:
          PersonRow
            Text "Ada"
            Button "Remove"
        Fix: check the predicate against what findAll(where: { _ in true }) returns.
      """
    ) {
      #expect(harness.find(where: { $0.string == "Grace" }) == nil)
    }
    let people = ParentHarness { PeopleScreen() }
    expectRecorded(1) {
      #expect(people.find(PersonRow.self, where: { $0.view.person.id > 1 }) == nil)
    } matching: {
      message($0).hasPrefix(
        "find(PersonRow.self, where:): 2 PersonRow views that match the predicate are mounted; find expects exactly one\n"
      )
        && message($0).hasSuffix(
          "Fix: narrow the predicate, or use findAll(PersonRow.self, where:) and pick one.")
    }
  }

  @Test("findAll inside a probe whose view left the tree records that, once, and returns nothing")
  func findAllInsideGoneProbe() {
    let harness = ParentHarness { PeopleScreen() }
    let grace = harness.find(PersonRow.self, where: { $0.view.person.name == "Grace" })
    grace?.find(button: "Remove")?.tap()
    expectRecorded(1) {
      #expect(grace?.findAll(button: "Remove").isEmpty == true)
    } matching: {
      message($0).hasPrefix("findAll(button: \"Remove\"): PersonRow is no longer mounted\n")
    }
  }
}
