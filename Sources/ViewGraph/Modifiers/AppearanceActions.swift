/// Runs actions when the modified view's identity appears and disappears (S47).
public struct _AppearanceActionModifier {
  let appear: (@MainActor () -> Void)?
  let disappear: (@MainActor () -> Void)?

  /// The modifier `onAppear` and `onDisappear` apply, public as SwiftUI's is: some apps apply
  /// it directly (`.modifier(_AppearanceActionModifier(appear: start, disappear: stop))`).
  public init(appear: (@MainActor () -> Void)? = nil, disappear: (@MainActor () -> Void)? = nil) {
    self.appear = appear
    self.disappear = disappear
  }
}

extension _AppearanceActionModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    guard isMount else { return }
    markMounted(node)
    if let appear { node.host.enqueueEffect(appear) }
  }

  func willUnmount(from node: Node) {
    if let disappear { node.host.enqueueDisappearance(disappear) }
  }
}

extension View {
  /// Runs `action` after this view's identity appears (children before ancestors).
  ///
  /// ```swift
  /// List(items) { Row(item: $0) }.onAppear { store.load() }
  /// ```
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<
    Self, _AppearanceActionModifier
  > {
    modifier(_AppearanceActionModifier(appear: action.map(mainActorAction), disappear: nil))
  }

  /// Runs `action` after this view's identity leaves the tree.
  ///
  /// ```swift
  /// Player().onDisappear { player.pause() }
  /// ```
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<
    Self, _AppearanceActionModifier
  > {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action.map(mainActorAction)))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _AppearanceActionModifier: ViewModifier {}
