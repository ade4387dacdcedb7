/// Modifiers applied to a `Group` apply to each of its members, as in SwiftUI (S52):
/// `Group { A(); B() }.onAppear { … }` runs twice, and
/// `Group { if c { A() } else { B() } }.onAppear { … }` runs again on every branch change.
///
/// The graph does this without rewriting the tree: the modified group's node hands a
/// ``MemberModifiers`` chain to the views that only stand for their members (tuples,
/// branches, `ForEach`, nested groups), and each member view is mounted wrapped in the
/// modifiers, innermost first, at the member's own position.
@MainActor
class MemberModifiers {
  /// The modifiers applied after this one (written further out).
  let outer: MemberModifiers?

  init(outer: MemberModifiers?) { self.outer = outer }

  /// Visits `member` wrapped in this modifier and the outer ones.
  func visit<Member: View>(
    _ member: Member, key: IdentityComponent, into visitor: inout ChildVisitor
  ) {
    fatalError("abstract")
  }
}

final class MemberModifier<Modifier: ViewModifier>: MemberModifiers {
  let modifier: Modifier

  init(_ modifier: Modifier, outer: MemberModifiers?) {
    self.modifier = modifier
    super.init(outer: outer)
  }

  override func visit<Member: View>(
    _ member: Member, key: IdentityComponent, into visitor: inout ChildVisitor
  ) {
    let wrapped = ModifiedContent(content: member, modifier: modifier)
    if let outer {
      outer.visit(wrapped, key: key, into: &visitor)
    } else {
      visitor.visitMember(wrapped, key: key)
    }
  }
}

/// A view that stands for its members rather than being one: member modifiers pass through
/// it to the views it contains. Each such view declares it beside its own declaration
/// (`TupleView`, `_ConditionalContent`, `Optional`, `EmptyView`, `ForEach`, `Group`).
@MainActor
protocol MemberList {}

/// A group, or a modified group: modifiers applied to it are applied to its members. The
/// modified group wraps each member in `MemberModifier`.
@MainActor
protocol GroupOfMembers: MemberList {}
