import PreviewFixtures
import PreviewWarningFixtures
import StateHarness
import Testing
@_spi(Inspection) import ViewGraph

/// `Tests/PreviewFixtures` is compiled as an app's mirror target is (`import SwiftUI`
/// aliased to ViewGraph); its previews register themselves.
@MainActor @Suite("Previews as fixtures")
struct PreviewTests {
  @Test("every #Preview of a module is listed, in line order, one per argument")
  func listsPreviews() {
    let previews = Previews.all(in: "PreviewFixtures")
    #expect(
      previews.map(\.description) == [
        "#Preview (CounterScreen.swift:53)",
        "\"Big steps\" (CounterScreen.swift:57)",
        "\"Toggled\" (CounterScreen.swift:62)",
        "\"Starts\" (CounterScreen.swift:71)",
        "#Preview (CounterScreen.swift:75)", "#Preview (TemplatePreview.swift:15)",
        "#Preview (TypeNamedPreview.swift:15)",
      ])
    #expect(previews[1].traits == ["sizeThatFits", "landscapeLeft"])
    #expect(previews.dropLast(2).allSatisfy { $0.fileID == "PreviewFixtures/CounterScreen.swift" })
  }

  @Test("S367: a #Preview in a file that declares its own Preview type compiles, and mounts that type")
  func fileDeclaringPreview() {
    let preview = Previews.all(in: "PreviewFixtures").last!
    #expect(preview.fileID == "PreviewFixtures/TypeNamedPreview.swift")
    let harness = ParentHarness(preview: preview)
    #expect(harness.find(text: "Lorem ipsum") != nil)
    #expect(harness.find(text: "Wrapped") != nil)
  }

  @Test("S73: a preview mounts; @Entry defaults reach the screen through the harness")
  func entryDefaults() {
    let harness = ParentHarness(preview: Previews.all(in: "PreviewFixtures")[0])
    #expect(harness.find(text: "Counter") != nil)
    #expect(harness.find(text: "0 taps") != nil)
    harness.find(button: "Add")?.tap()
    #expect(harness.find(text: "1 taps") != nil)
  }

  @Test("S73: an @Entry value set in the preview's body is what the screen reads")
  func entryOverride() {
    let harness = ParentHarness(preview: Previews.all(in: "PreviewFixtures")[1])
    #expect(harness.find(text: "10 taps") != nil, "self.count = start in init installed 10 (S57)")
    harness.find(button: "Add")?.tap()
    #expect(harness.find(text: "15 taps") != nil)
  }

  @Test("S72: @Previewable state belongs to the preview's view and survives its re-render")
  func previewableState() {
    let harness = ParentHarness(preview: Previews.all(in: "PreviewFixtures")[2])
    #expect(harness.find(text: "on") != nil)
    harness.find(toggle: "Counting")?.tap()
    harness.reRender()
    #expect(harness.find(text: "off") != nil)
  }

  @Test("arguments: each argument is its own preview")
  func argumentPreviews() {
    let starts = Previews.all(in: "PreviewFixtures")[3]
    let both = ParentHarness(preview: starts)
    #expect(both.find(text: "1 taps") != nil && both.find(text: "2 taps") != nil)
    let each = starts.perArgument()
    #expect(
      each.map(\.description) == [
        "\"Starts\" [1] (CounterScreen.swift:71)", "\"Starts\" [2] (CounterScreen.swift:71)",
      ])
    #expect(ParentHarness(preview: each[1]).find(text: "2 taps") != nil)
  }

  @Test(
    "previews are test arguments: each is its own test case", arguments: Previews.all(in: "PreviewFixtures"))
  func eachPreviewMounts(_ preview: PreviewFixture) {
    #expect(ParentHarness(preview: preview, runtimeWarnings: .collect).runtimeWarnings.isEmpty)
  }

  @Test("every preview of the module mounts without a runtime warning")
  func everyPreviewMounts() {
    #expect(expectPreviewsMount(in: "PreviewFixtures").count == 7)
  }

  @Test(
    "previews as tests: a runtime warning or an ownership mistake is one recorded issue, naming the preview")
  func warningPreview() {
    var mounted: [PreviewFixture] = []
    let issues = recordedIssueDetails { mounted = expectPreviewsMount(in: "PreviewWarningFixtures") }
    #expect(mounted.isEmpty)
    #expect(issues.count == 2)
    #expect(
      issues.last?.message == """
        Preview "Injected draft" (InjectedDraft.swift:18): Ownership audit: DraftEditor.draft — mistake 1, @State on a value passed in; breaks Rule 2 (@Bindable shares, never owns)
          @State draft holds Draft#N, which DraftScreen.draft holds too: it was passed in.
          @State keeps the first instance it was given and ignores the ones the parent passes later: the view stops updating.
          Fix: declare `@Bindable var draft: Draft` (or a plain `let` if the view only reads it).
        """)
    #expect(
      issues.first?.message == """
        Preview "Duplicates" (DuplicateRows.swift:12) raised 1 runtime warning when mounted
          warning: ForEach<Array<String>, String, Text>: the ID Ada occurs multiple times within the collection, this will give undefined results!
          Fix: Mount it with ParentHarness(preview:) to see where; SwiftUI prints the same warnings in Xcode's preview.
        """)
    #expect(issues.map(\.line) == [#line - 16, #line - 16])
  }

  @Test("a module with no preview is a recorded issue naming the modules that have some")
  func unknownModule() {
    let issues = recordedIssueDetails { expectPreviewsMount(in: "PreviewFixtrues") }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message == """
        No #Preview found in module PreviewFixtrues
          asked:  previews of PreviewFixtrues
          found:  previews in PreviewFixtures, PreviewWarningFixtures
          Fix: Name the module that compiles the previews (the mirror target), and link it into this test target.
        """)
    #expect(issues.first?.line == #line - 9)
  }
}
