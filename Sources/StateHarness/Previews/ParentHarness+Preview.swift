import Testing
@_spi(Inspection) import ViewGraph

extension ParentHarness where Content == AnyView {
  /// Mounts a `#Preview`'s content: its body is the parent's body, so
  /// ``Harness/reRender(sourceLocation:)`` runs the preview's body again, and
  /// `@Previewable` state belongs to the view the preview generated.
  ///
  /// ```swift
  /// let preview = Previews.all(in: "SettingsApp").first { $0.name == "Dark" }!
  /// let harness = ParentHarness(preview: preview)
  /// harness.find(toggle: "Push notifications")?.tap()
  /// ```
  ///
  /// `.modifier(_:)` traits are listed in ``PreviewFixture/traits`` and not applied (their
  /// shared context is made asynchronously); put the setup in the preview's body instead.
  public convenience init(
    preview: PreviewFixture, stateInitialization: StateInitialization? = nil,
    runtimeWarnings: RuntimeWarningHandling? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(
      previewBody: { AnyView(preview.makeContent()) }, stateInitialization: stateInitialization,
      runtimeWarnings: runtimeWarnings, sourceLocation: sourceLocation)
  }
}
