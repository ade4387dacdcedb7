/// The view an `if`/`else` or `switch` in a `ViewBuilder` produces. The two branches have
/// distinct identities, so flipping the condition tears down the outgoing branch's state
/// (SEMANTICS S10).
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

}

extension _ConditionalContent: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    switch storage {
    case .trueContent(let content): visitor.visit(content, key: .branch(0))
    case .falseContent(let content): visitor.visit(content, key: .branch(1))
    }
  }
}

extension _ConditionalContent: GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.trueContent(let a), .trueContent(let b)): graphIsEqual(a, b)
    case (.falseContent(let a), .falseContent(let b)): graphIsEqual(a, b)
    default: false
    }
  }
}

/// A lone `if` in a `ViewBuilder`: the content is mounted while the value is non-nil.
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func visitChildren(_ visitor: inout ChildVisitor) {
    if let content = self { visitor.visit(content, key: .branch(0)) }
  }
}

extension Optional: GraphComparable where Wrapped: View {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let a?, let b?): graphIsEqual(a, b)
    default: false
    }
  }

  // In place, without the copies and the tuple of two optionals (whose metadata code not
  // specialised for `Wrapped` looks up at every call) of the form above.
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    switch (isNone(at: lhs), isNone(at: rhs)) {
    case (true, true): true
    case (false, false): typeInfo(Wrapped.self).isEqual(lhs, rhs)
    default: false
    }
  }
}

// Modifiers on a group pass through a branch or an optional to its members (S52).
extension _ConditionalContent: MemberList {}
extension Optional: MemberList where Wrapped: View {}

// `if` and `if … else`: a branch, of a type each.
extension Optional where Wrapped: View {
  static var inertChildTypes: [Any.Type]? { [Wrapped.self] }
}

extension _ConditionalContent {
  static var inertChildTypes: [Any.Type]? { [TrueContent.self, FalseContent.self] }
}
