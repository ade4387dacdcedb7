/// One step of a view's identity: where it sits below its parent.
///
/// A node's full identity is the list of components (and view types) from the root, so
/// two views of one type at different positions, in different `if` branches, under
/// different `ForEach` ids or `.id(_:)` values are different identities.
///
/// ```swift
/// let row = host.root.descendants.first { $0.component == .element(AnyHashable(42)) }
/// ```
@_spi(Inspection)
public enum IdentityComponent: Hashable, Sendable, CustomStringConvertible {
  /// The root view of a host.
  case root
  /// The body of a composite view.
  case body
  /// The content a modifier or container wraps.
  case content
  /// The n-th element of a view-builder block.
  case index(Int)
  /// A branch of `if`/`else` or `switch` (0 is the first branch).
  case branch(Int)
  /// A `ForEach` element, by its id.
  case element(AnyHashableSendable)
  /// An explicit identity given with `.id(_:)`.
  case explicit(AnyHashableSendable)
  /// Content attached to the view: presented, pushed, layered, or added beside it.
  case attached(AttachmentSlot)

  public var description: String {
    switch self {
    case .root: "root"
    case .body: "body"
    case .content: "content"
    case .index(let index): "[\(index)]"
    case .branch(let branch): "branch \(branch)"
    case .element(let id): "id \(id)"
    case .explicit(let id): ".id(\(id))"
    case .attached(let slot): "\(slot)"
    }
  }
}

/// A hashable value carried in an identity. Element ids come from user data and are only
/// compared and printed on the main actor, by the graph.
@_spi(Inspection)
public struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The id.
  public var base: AnyHashable {
    switch storage {
    case .int(let value): AnyHashable(value)
    case .boxed(let box): box.base
    }
  }
  // Boxed: an `AnyHashable` is five words, and every node keeps an identity component
  // inline, so an unboxed id would make every node of every list four words bigger.
  // Except an `Int`, the commonest id: it fits in the word the box would take, and a list
  // of ten thousand rows then makes ten thousand allocations fewer.
  private enum Storage {
    case int(Int)
    case boxed(Box)
  }
  private let storage: Storage

  public init<H: Hashable>(_ value: H) {
    if H.self == Int.self {
      storage = .int(unsafeBitCast(value, to: Int.self))
    } else {
      storage = .boxed(Box(AnyHashable(value)))
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case (.int(let left), .int(let right)): left == right
    case (.boxed(let left), .boxed(let right)): left === right || left.base == right.base
    default: lhs.base == rhs.base
    }
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(base) }

  private final class Box {
    let base: AnyHashable
    init(_ base: AnyHashable) { self.base = base }
  }

  public var description: String {
    if let string = base.base as? String { return "\"\(string)\"" }
    return "\(base.base)"
  }
}
