/// Runs an action when the app is asked to open a URL (S83).
public struct _OpenURLActionModifier {
  let action: (URL) -> Void
}

/// The action of an `onOpenURL` at its last evaluation, kept on its node.
final class OpenURLHandler {
  var action: (URL) -> Void
  init(_ action: @escaping (URL) -> Void) { self.action = action }
}

extension _OpenURLActionModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let handler = node.modifierState as? OpenURLHandler {
      handler.action = action
    } else {
      node.modifierState = OpenURLHandler(action)
    }
  }
}

extension Node {
  /// What this view runs when the app opens a URL (`.onOpenURL`), if it has such an action;
  /// a test opens one through every mounted view that does, as the system would (S83).
  package var openURLAction: ((URL) -> Void)? { (modifierState as? OpenURLHandler)?.action }
}

extension View {
  /// Runs `action` with each URL the app is asked to open while this view is mounted: a
  /// deep link, a widget's link, a file (S83).
  ///
  /// ```swift
  /// ContentView().onOpenURL { url in router.open(url) }
  /// ```
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<
    Self, _OpenURLActionModifier
  > {
    modifier(_OpenURLActionModifier(action: action))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _OpenURLActionModifier: ViewModifier {}
