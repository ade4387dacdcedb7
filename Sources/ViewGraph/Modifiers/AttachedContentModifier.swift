/// Mounts extra content beside the modified view: toolbar items, a background or overlay
/// view, a search field.
public struct _AttachedContentModifier<Attached: View> {
  let attached: Attached
  let slot: AttachmentSlot
  /// For a search field: the text it edits, which `dismissSearch` clears (S142).
  var searchText: Binding<String>? = nil
  /// For a search field of `searchable(text:isPresented:)`: the search's state (S164).
  var searchIsPresented: Binding<Bool>? = nil
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _AttachedContentModifier: ViewModifier {}

extension _AttachedContentModifier: PrimitiveModifier {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    guard let searchText else {
      visitor.visit(content, key: .content)
      visitor.visit(attached, key: .attached(slot))
      return
    }
    // The container and its field see whether a search is under way (S142).
    let session = SearchSession.of(visitor.node)
    session.text = searchText
    session.isPresented = searchIsPresented
    let isActive = session.isActive
    visitor.visit(
      SearchScope(content: content, session: session, isActive: isActive, isField: false), key: .content)
    visitor.visit(
      SearchScope(content: attached, session: session, isActive: isActive, isField: true),
      key: .attached(slot))
  }
}
