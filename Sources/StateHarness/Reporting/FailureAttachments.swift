import Testing
@_spi(Inspection) import ViewGraph

/// What a harness failure leaves beside the issue in the test's report (Xcode's report
/// navigator, or the folder `swift test --attachments-path <folder>` writes): the state at
/// the moment of failure, which the message can only summarise.
///
/// - `ownership-map.txt`: who owns and who borrows each value (``OwnershipMap``);
/// - `ownership-map.mmd`: the same as a Mermaid diagram;
/// - `mounted-outline.txt`: the mounted views, controls and texts;
/// - `runtime-warnings.txt`: the harness's runtime warnings, when it has any.
///
/// Attached once per harness, at its first failure. Off with
/// `@Suite(.stateHarness(attachments: .never))`.
@MainActor
enum FailureAttachments {
  /// Records the attachments of `harness` for a failure at `sourceLocation`. `includesTree`
  /// is false while the host is updating (a runtime warning): the tree is not read then.
  static func record(for harness: Harness, includesTree: Bool, sourceLocation: SourceLocation) {
    // Attachments are public API from Swift 6.2.
    #if compiler(>=6.2)
      guard Test.current != nil, HarnessConfiguration.current.attachments == .onFailure else { return }
      // Once per harness: its later failures in the same test would attach the same state again.
      guard !harness.hasAttachedFailureState else { return }
      harness.hasAttachedFailureState = true
      if includesTree {
        // Inside the host's scope, so objects are numbered as the failure message numbers them.
        let map = harness.host.perform { OwnershipMap(root: harness.host.root) }
        Attachment.record(map.description, named: "ownership-map.txt", sourceLocation: sourceLocation)
        Attachment.record(map.mermaid, named: "ownership-map.mmd", sourceLocation: sourceLocation)
        Attachment.record(
          harness.host.perform { harness.outline(limit: 1_000) }.joined(separator: "\n"),
          named: "mounted-outline.txt",
          sourceLocation: sourceLocation)
      }
      // The sink's, not `runtimeWarnings`: attaching them is not the test reading them.
      let warnings = harness.sink.warnings
      if !warnings.isEmpty {
        Attachment.record(
          warnings.map { "\($0.kind.rawValue): \($0.message)" }.joined(separator: "\n"),
          named: "runtime-warnings.txt", sourceLocation: sourceLocation)
      }
    #endif
  }
}
