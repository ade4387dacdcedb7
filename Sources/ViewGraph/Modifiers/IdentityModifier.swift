/// Gives the modified view an explicit identity (S12).
public struct _IdentityModifier<ID: Hashable> {
  // Also read while a custom container resolves its subviews, which runs in a body, on
  // the main actor's thread.
  nonisolated(unsafe) let id: ID
}

extension _IdentityModifier: PrimitiveModifier {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .explicit(AnyHashableSendable(id)))
  }
}

extension _IdentityModifier: ExplicitIdentityModifier {
  nonisolated var explicitID: AnyHashable { AnyHashable(id) }
}

extension View {
  /// Gives this view an explicit identity; when `id` changes the view is a new identity
  /// and its state, and its subtree's, starts fresh (S12).
  ///
  /// ```swift
  /// ProfileEditor(user: user).id(user.id)
  /// ```
  nonisolated public func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentityModifier<ID>> {
    modifier(_IdentityModifier(id: id))
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _IdentityModifier: ViewModifier {}
