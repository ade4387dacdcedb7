/// A container whose visit only reports its content (a stack): when that content is held
/// by value, so can the container be, until something inspects the tree. A row built as
/// `HStack { Text(title); Text(detail) }` is then one value in its row's list, not a node
/// with two values of its own: no node to make, visit, or tear down.
///
/// Blocks, `if` and `if … else` are inert too: what they report is known from their
/// types.
///
/// Only containers that do nothing else conform: no lifecycle, no environment of their
/// own, no member modifiers passed on (a `Group`), no selection or scrolling state (a
/// `List`, a `ScrollView`). ``TypeInfo/valueHeight`` decides from the types.
protocol InertContainer: ContentContainer {}

extension InertContainer {
  // A block is mounted as the container's own children (ContentContainer.swift): its
  // views are one level down, not two.
  static var inertChildTypes: [Any.Type]? {
    guard Content.self is any TupleViewContent.Type,
      let block = Content.self as? any PrimitiveView.Type
    else { return [Content.self] }
    return block.inertChildTypes
  }
}
