// `contentMargins` and `scrollIndicatorsFlash`: how a scroll view insets its content and
// indicators (recorded; no layout is done).

extension View {
  /// Insets the content (or the indicators) of the scroll views below by `length` on
  /// `edges` (recorded).
  ///
  /// ```swift
  /// List(items) { Row($0) }.contentMargins(.horizontal, 20, for: .scrollContent)
  /// ```
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("contentMargins", edges.rawValue, length as Any, placement.name)
  }

  /// Insets the content (or the indicators) of the scroll views below by `insets` (recorded).
  ///
  /// ```swift
  /// ScrollView { rows }.contentMargins(.all, EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), for: .scrollContent)
  /// ```
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("contentMargins", edges.rawValue, insets, placement.name)
  }

  /// Insets the content (or the indicators) of the scroll views below by `length` on every
  /// edge (recorded).
  nonisolated public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  )
    -> ModifiedContent<Self, _StyleModifier>
  {
    style("contentMargins", Edge.Set.all.rawValue, length, placement.name)
  }

  /// Flashes the scroll indicators of the scroll views below when `value` changes (recorded).
  ///
  /// ```swift
  /// ScrollView { rows }.scrollIndicatorsFlash(trigger: results.count)
  /// ```
  nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("scrollIndicatorsFlash")
  }

  /// Flashes the scroll indicators of the scroll views below when they appear (recorded).
  nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent<Self, _StyleModifier> {
    style("scrollIndicatorsFlash", onAppear)
  }
}

/// Where `contentMargins` applies in a scroll view: its content, its indicators, or both.
public struct ContentMarginPlacement: Sendable, Hashable {
  let name: String

  /// The content and the indicators, as the platform does by default.
  public static let automatic = ContentMarginPlacement(name: "automatic")
  /// The scrolled content only.
  public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
  /// The scroll indicators only.
  public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}
