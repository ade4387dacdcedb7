import Testing
@_spi(Inspection) import ViewGraph

/// Receives a host's runtime warnings and records them as issues at the line of the
/// harness operation running when they were raised.
@MainActor
final class WarningSink {
  let handling: RuntimeWarningHandling
  var location: SourceLocation
  var warnings: [RuntimeWarning] = []
  /// The harness whose host raises the warnings, for the failure's attachments.
  weak var harness: Harness?

  init(handling: RuntimeWarningHandling, location: SourceLocation) {
    self.handling = handling
    self.location = location
  }

  func receive(_ warning: RuntimeWarning) {
    warnings.append(warning)
    guard handling == .recordIssue else { return }
    reportIssue(
      HarnessFailure(
        headline: "Runtime warning (\(warning.kind.rawValue)): \(warning.message)",
        evidence: [],
        fix: advice(for: warning.kind)
          + " If the test expects this warning, create the harness with runtimeWarnings: .collect."),
      sourceLocation: location)
    // The host is updating: attach the warnings, not the tree.
    if let harness { FailureAttachments.record(for: harness, includesTree: false, sourceLocation: location) }
  }

  private func advice(for kind: RuntimeWarning.Kind) -> String {
    switch kind {
    case .stateAccessedOutsideInstall:
      "read and write @State only from body and the actions it creates, never from init."
    case .stateModifiedDuringUpdate:
      "move the write out of body, into an action, onAppear, onChange or task."
    case .duplicateForEachID:
      "give every element a unique id (Identifiable, or ForEach(_:id:) on a unique property)."
    case .nonConstantForEachRange:
      "use ForEach(_:id:) or Identifiable data for a range that changes."
    case .environmentAccessedOutsideInstall:
      "read @Environment only from body and the actions it creates."
    case .missingEnvironmentObject:
      "place the object above this view with .environment(_:) (or .environmentObject(_:))."
    case .recursionLimit:
      "a view's body contains its own type without end; add a base case."
    case .updateDidNotSettle:
      "a write in onAppear/onChange triggers itself again; guard it with a condition."
    case .missingNavigationDestination:
      "add .navigationDestination(for:) for the value's type inside the NavigationStack."
    case .navigationLinkOutsideStack:
      "put the link inside a NavigationStack."
    case .publishedFromBackgroundThread:
      "write the model on the main actor: mark it @MainActor, or hop with "
        + "`await MainActor.run { … }` before publishing."
    case .publishedDuringUpdate:
      "move the write out of body, into an action, onAppear, onChange or task."
    case .missingModelContainer:
      "place .modelContainer(for:) on the view or its WindowGroup, above every @Query."
    case .modelInsertedInAnotherContainer:
      "insert the model into a context of the container it came from, or make a new model."
    case .swiftDataFeatureNotModelled:
      "test CloudKit sync, migrations and history on a device; the rest of the test is unaffected."
    case .notModelled:
      "supply what the stand-in cannot make up (see the message), or test that path on a device."
    case .multipleSheetsPresented:
      "present one sheet at a time: drive them with one sheet(item:) over an enum, "
        + "or dismiss the first before asking for the next."
    }
  }
}
