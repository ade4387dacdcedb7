import Foundation
import Testing
import ViewGraph

@testable import StateHarness

/// A sign-up form whose error shows, red, only once the form is submitted with no name.
private struct SignUpForm: View {
  @State private var name = ""
  @State private var submitted = false

  var body: some View {
    NavigationStack {
      Form {
        TextField("Name", text: $name)
        Group {
          if submitted && name.isEmpty { error } else { error.hidden() }
        }
        .foregroundStyle(.red)
        Button("Submit") { submitted = true }
          .accessibilityHint("Creates the account")
      }
      .navigationTitle("Sign up")
    }
  }

  private var error: some View { Text("Name is required").font(.footnote) }
}

/// Fonts and styles set at several levels: the innermost wins.
private struct StyledCard: View {
  var body: some View {
    VStack {
      Text("Title").font(.title).foregroundColor(.blue)
      Text("Subtitle")
      HStack {
        Text("Updated 5 min ago").foregroundStyle(.secondary)
        Image(systemName: "star.fill")
        Image("logo")
      }
      .font(.caption)
      Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
      Text("Faded").opacity(0.5)
      Text("Volume").accessibilityValue("60%")
    }
    .font(.body)
    .foregroundStyle(.green)
    .opacity(0.8)
  }
}

@MainActor
@Suite("Probes: what a view shows, under ViewInspector's names")
struct ProbeShownAttributesTests {
  @Test("S301 S81: the error text is red and hidden until the form is submitted")
  func errorTextRedAndHiddenUntilSubmitted() {
    let harness = ParentHarness { SignUpForm() }
    let error = harness.find(text: "Name is required")
    #expect(error?.foregroundColor == .red)
    #expect(error?.isHidden == true)
    #expect(error?.font == .footnote)
    harness.find(button: "Submit")?.tap()
    let shown = harness.find(text: "Name is required")
    #expect(shown?.foregroundColor == .red)
    #expect(shown?.isHidden == false)
    #expect(harness.find(SignUpForm.self)?.navigationTitle == "Sign up")
    #expect(harness.find(button: "Submit")?.accessibilityHint == "Creates the account")
  }

  @Test("S81: snapshot() marks where a .hidden() starts to apply, and drops the mark when shown")
  func snapshotMarksHidden() {
    let harness = ParentHarness { SignUpForm() }
    #expect(
      harness.snapshot() == """
        SignUpForm
          NavigationStack
            Form
              TextField "Name": ""
              Text "Name is required" (hidden)
              Button "Submit"
        """)
    harness.find(button: "Submit")?.tap()
    #expect(harness.snapshot().contains("Text \"Name is required\"\n"))
    #expect(!harness.snapshot().contains("(hidden)"))
  }

  @Test("a read on a view that left the tree records one issue, at the line of its query")
  func readAfterLeaving() {
    let harness = ParentHarness { SignUpForm() }
    let line = #line + 1
    let error = harness.find(text: "Name is required")
    harness.find(button: "Submit")?.tap()  // the error's other branch: a new identity
    let issues = recordedIssueDetails { #expect(error?.font == nil) }
    #expect(issues.map(\.line) == [line])
    #expect(issues.first?.message.hasPrefix("font: Text \"Name is required\" is no longer mounted") == true)
  }

  @Test("S300: a .font on a container applies to the texts inside it; the innermost one wins")
  func fontInnermostWins() {
    let harness = ParentHarness { StyledCard() }
    #expect(harness.find(text: "Title")?.font == .title)
    #expect(harness.find(text: "Subtitle")?.font == .body)
    #expect(harness.find(text: "Updated 5 min ago")?.font == .caption)
    #expect(harness.find(where: { $0.imageName == "star.fill" })?.font == .caption)
  }

  @Test("S301: a foreground style on a container applies inside it; the innermost one wins")
  func foregroundStyleInnermostWins() {
    let harness = ParentHarness { StyledCard() }
    #expect(harness.find(text: "Title")?.foregroundColor == .blue)
    #expect(harness.find(text: "Subtitle")?.foregroundColor == .green)
    let updated = harness.find(text: "Updated 5 min ago")
    #expect(updated?.foregroundColor == nil)
    #expect(updated?.foregroundStyle(HierarchicalShapeStyle.self) == .secondary)
    #expect(harness.find(text: "Subtitle")?.foregroundStyle(Color.self) == .green)
  }

  @Test("foregroundStyle(_:) of another type than the view's style records one issue at the caller")
  func foregroundStyleOfAnotherType() {
    let harness = ParentHarness { StyledCard() }
    let subtitle = harness.find(text: "Subtitle")
    let line = #line + 2
    let issues = recordedIssueDetails {
      #expect(subtitle?.foregroundStyle(HierarchicalShapeStyle.self) == nil)
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        foregroundStyle(HierarchicalShapeStyle.self): Text "Subtitle" is drawn in a Color, not a HierarchicalShapeStyle
          foreground style: green
          Fix: ask for foregroundStyle(Color.self), or foregroundColor for a Color.
        """
      ])
  }

  @Test("images by name and kind, a link's URL, opacity and accessibility value")
  func imagesLinksOpacity() {
    let harness = ParentHarness { StyledCard() }
    #expect(harness.find(where: { $0.imageName == "star.fill" })?.isSystemImage == true)
    #expect(harness.find(where: { $0.imageName == "logo" })?.isSystemImage == false)
    #expect(harness.find(where: { $0.imageName == "logo" })?.imageName == "logo")
    #expect(harness.find(link: "Privacy policy")?.url == URL(string: "https://example.com/privacy"))
    #expect(harness.find(text: "Faded")?.opacity == 0.4)
    #expect(harness.find(text: "Subtitle")?.opacity == 0.8)
    #expect(harness.find(text: "Volume")?.accessibilityValue == "60%")
    #expect(harness.find(text: "Volume")?.accessibilityHint == nil)
    #expect(harness.find(StyledCard.self)?.navigationTitle == nil)
  }

  @Test("a navigation title read where several are set records one issue naming them")
  func severalNavigationTitles() {
    let harness = ParentHarness { TwoTitles() }
    #expect(harness.find(text: "Inbox")?.navigationTitle == "Inbox")
    let line = #line + 1
    let issues = recordedIssueDetails { #expect(harness.find(TwoTitles.self)?.navigationTitle == nil) }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.map(\.message) == [
        """
        navigationTitle: TwoTitles holds 2 navigation titles; which one shows is a guess
          navigationTitle: "Inbox"
          navigationTitle: "Sent"
          Fix: ask a view inside that sets one (the screen or tab shown).
        """
      ])
  }
}

private struct TwoTitles: View {
  var body: some View {
    VStack {
      Text("Inbox").navigationTitle("Inbox")
      Text("Sent").navigationTitle("Sent")
    }
  }
}
