/// Where keyboard focus is in one host: at most one field has it (S95).
///
/// Each `.focused(_:)` modifier reports here when its state says its field has focus.
/// When another field takes focus, the state of the one that had it is reset (`false`, or
/// `nil`), unless that state already says where focus went (one optional state shared by
/// several fields). When the focused field leaves the tree, its state is reset.
@MainActor
final class FocusCoordinator: HostService {
  /// The modifier node whose field has focus.
  private(set) var owner: ObjectIdentifier?
  /// Resets the owner's state, if it still says its field has focus.
  private var resetOwner: (@MainActor () -> Void)?

  /// The field of `node` has focus now: the previous owner's state is reset.
  func take(_ node: ObjectIdentifier, reset: @escaping @MainActor () -> Void) {
    let previous = owner == node ? nil : resetOwner
    owner = node
    resetOwner = reset
    previous?()
  }

  /// The field of `node` no longer has focus (its state moved elsewhere).
  func release(_ node: ObjectIdentifier) {
    guard owner == node else { return }
    owner = nil
    resetOwner = nil
  }

  /// The field of `node` left the tree: if it had focus, nobody has it now.
  func remove(_ node: ObjectIdentifier) -> (@MainActor () -> Void)? {
    guard owner == node else { return nil }
    let reset = resetOwner
    owner = nil
    resetOwner = nil
    return reset
  }
}

extension ViewHost {
  /// Which field of this host has keyboard focus.
  var focus: FocusCoordinator { service() }
}
