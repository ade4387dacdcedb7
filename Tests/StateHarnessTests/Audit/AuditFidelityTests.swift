import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

private struct NoteDraft: Equatable {
  var title: String
  var notes: String
}

/// The parent owns the note; the editor keeps a `@State` copy set through its memberwise
/// initialiser.
private struct NoteScreen: View {
  @State private var note = NoteDraft(title: "Groceries", notes: "Milk")
  var body: some View { NoteEditor(draft: note) }
}

private struct NoteEditor: View {
  @State var draft: NoteDraft
  var body: some View { TextField("Title", text: $draft.title) }
}

@MainActor
@Suite("S232–S233: the audit reports what the app has, not what the audit did")
struct AuditFidelityTests {
  @Test("S232: a #Preview that makes the model and passes it in audits clean")
  func previewPassingAModel() {
    let preview = Previews.all(in: "PreviewFixtures").first { $0.fileID.hasSuffix("TemplatePreview.swift") }
    #expect(preview != nil)
    guard let preview else { return }
    #expect(recordedIssues { expectPreviewMounts(preview) } == 0)
    #expect(ParentHarness(preview: preview).ownershipAudit().findings.isEmpty)
  }

  @Test("S233: a typed @State copy of a parent's value is found after the copy diverged")
  func divergedStateCopy() {
    let fresh = ParentHarness { NoteScreen() }.ownershipAudit()
    #expect(fresh.findings.map(\.property) == ["draft"])
    let harness = ParentHarness { NoteScreen() }
    harness.find(textField: "Title")?.setInput("Bread")
    #expect(harness.find(textField: "Title")?.input == "Bread")
    let issues = recordedIssueDetails { harness.auditOwnership() }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Ownership audit: NoteEditor.draft — mistake 1, @State on a value passed in") == true)
    #expect(
      issues.first?.message.contains(
        "@State draft was set by NoteEditor's initialiser to NoteDraft(title: \"Groceries\", notes: \"Milk\"), "
          + "which NoteScreen.note holds too: it was passed in (the copy has since become "
          + "NoteDraft(title: \"Bread\", notes: \"Milk\"))."
      ) == true, "\(issues.first?.message ?? "")")
  }
}
