/// Mounts extra content beside the modified view: toolbar items, a background or overlay
/// view, a search field.
public struct _AttachedContentModifier<Attached: View>: ViewModifier {
  let attached: Attached
  let slot: AttachmentSlot
}

extension _AttachedContentModifier: PrimitiveModifier {
  func visit<Content: View>(content: Content, into visitor: inout ChildVisitor) {
    visitor.visit(content, key: .content)
    visitor.visit(attached, key: .attached(slot))
  }
}
