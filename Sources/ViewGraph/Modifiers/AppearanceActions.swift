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
    guard isMount else {
      (node.modifierState as? AppearanceState)?.modifier = self
      return
    }
    let state = AppearanceState(modifier: self)
    node.modifierState = state
    let host = node.host
    host.appearanceNodes[ObjectIdentifier(node)] = node
    // Decided when the update's actions run, with the whole tree mounted: a view in a tab
    // not selected, or under a pushed screen, has not appeared (S237, S238).
    host.enqueueEffect { [weak node] in
      guard let node, node.isMounted, !state.appeared, !node.isOffScreen else { return }
      state.appeared = true
      state.modifier.appear?()
    }
  }

  func willUnmount(from node: Node) {
    let state = node.modifierState as? AppearanceState
    node.host.appearanceNodes[ObjectIdentifier(node)] = nil
    guard state?.appeared ?? true, let disappear = state?.modifier.disappear ?? disappear else { return }
    // With `.transition(.identity)` the view leaves at once: its onDisappear runs before
    // the view replacing it appears (S241). Otherwise new views appear first (S47).
    if Self.leavesAtOnce(node) {
      node.host.enqueueEffect(disappear)
    } else {
      node.host.enqueueDisappearance(disappear)
    }
  }

  /// Whether a `.transition(.identity)` is applied around this modifier.
  @MainActor private static func leavesAtOnce(_ node: Node) -> Bool {
    node.wrappingModifiers.contains {
      guard let recorded = $0.recordedModifier else { return false }
      return recorded.name == "transition" && recorded.arguments == "identity"
    }
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
