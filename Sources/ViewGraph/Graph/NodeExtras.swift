/// The fields of a ``Node`` that few nodes ever set, kept apart so that every other node
/// is smaller: a node is mounted for each view in every row of every list, and a word it
/// holds is paid thousands of times over, in memory and in cache misses on each walk.
@MainActor
final class NodeExtras {
  /// The parent, held once the node left the tree and its parent no longer holds it.
  @exclusivity(unchecked) var keptParent: Node?
  /// The node's environment dependencies, when they are not its type's shared list
  /// (``Node/environmentDependencies``).
  @exclusivity(unchecked) var environmentDependencies: [EnvironmentDependency] = []
  /// Why the node is not rendered (a missing environment object), while it is not.
  @exclusivity(unchecked) var suspension: RuntimeWarning?
  /// Modifiers of an enclosing group, applied to each member view below this one (S52).
  @exclusivity(unchecked) var memberModifiers: MemberModifiers?
  /// Why the next evaluation runs, while causes are recorded (ChangeCause.swift).
  @exclusivity(unchecked) var pendingCauses: [ChangeCause] = []
  /// For a view that writes the environment: the input its last output was made from,
  /// and whether that output still holds for the view mounted now.
  @exclusivity(unchecked) var cachedInput: EnvironmentValues?
  @exclusivity(unchecked) var environmentCacheValid = false
  /// For a view that writes the environment: what it hands its children (nil until its
  /// first evaluation, when the children get its input).
  @exclusivity(unchecked) var childEnvironment: EnvironmentValues?
  /// For a `ForEach` row whose closure reads something: where its view came from.
  // Read from the node's deinit, to detach its scope.
  @exclusivity(unchecked) nonisolated(unsafe) var rowSource: RowSource?
  /// How many of the app's views enclose the node, itself included: counted only past the
  /// host's depth limit in nodes, where the limit is measured in these levels.
  @exclusivity(unchecked) var appViewLevels: Int?
}

extension Node {
  /// The node's extras, made on first write.
  var extrasForWriting: NodeExtras {
    if let extras { return extras }
    let made = NodeExtras()
    extras = made
    return made
  }

  var suspension: RuntimeWarning? {
    get { extras?.suspension }
    set {
      if newValue == nil, extras == nil { return }
      extrasForWriting.suspension = newValue
    }
  }

  var memberModifiers: MemberModifiers? {
    get { extras?.memberModifiers }
    set {
      if newValue == nil, extras == nil { return }
      extrasForWriting.memberModifiers = newValue
    }
  }

  var pendingCauses: [ChangeCause] {
    get { extras?.pendingCauses ?? [] }
    set {
      if newValue.isEmpty, extras == nil { return }
      extrasForWriting.pendingCauses = newValue
    }
  }
}
