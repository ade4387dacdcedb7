// How a sheet or popover is presented: recorded on the presented content, which is
// mounted as any presentation is; none of them changes what is mounted.

extension View {
  /// Whether the view behind this sheet takes input (recorded).
  ///
  /// ```swift
  /// Details().presentationBackgroundInteraction(.enabled(upThrough: .medium))
  /// ```
  nonisolated public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("presentationBackgroundInteraction", interaction.name)
  }

  /// How this presentation adapts to compact sizes (recorded).
  ///
  /// ```swift
  /// Palette().presentationCompactAdaptation(.none)
  /// ```
  nonisolated public func presentationCompactAdaptation(
    _ adaptation: PresentationAdaptation
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("presentationCompactAdaptation", adaptation.name)
  }

  /// How this presentation adapts to compact widths and heights (recorded).
  ///
  /// ```swift
  /// Palette().presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
  /// ```
  nonisolated public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("presentationCompactAdaptation", horizontalAdaptation.name, verticalAdaptation.name)
  }

  /// How this sheet is sized (recorded).
  ///
  /// ```swift
  /// Editor().presentationSizing(.form)
  /// ```
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("presentationSizing", sizing._sizingName)
  }

  /// Whether a swipe resizes this sheet or scrolls its content (recorded).
  ///
  /// ```swift
  /// Results().presentationContentInteraction(.scrolls)
  /// ```
  nonisolated public func presentationContentInteraction(
    _ behavior: PresentationContentInteraction
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("presentationContentInteraction", behavior.name)
  }
}
