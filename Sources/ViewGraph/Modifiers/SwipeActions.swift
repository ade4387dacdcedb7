extension View {
  /// Adds swipe actions to a list row; ViewGraph mounts the buttons beside the row, so a
  /// test can find and tap them without swiping.
  ///
  /// ```swift
  /// Text(item.name).swipeActions { Button("Archive") { archive(item) } }
  /// ```
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, _AttachedContentModifier<T>> {
    modifier(_AttachedContentModifier(attached: content(), slot: .swipeActions))
  }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Sendable, Hashable, CaseIterable {
  case leading, trailing
}
