/// A representable's calls over its concrete types, built once per type, so the graph
/// mounts any of the four representable protocols through one path: the made object and
/// the coordinator are kept type-erased on the node (``RepresentableMount``).
@MainActor
struct RepresentableCalls {
  let makeCoordinator: (UnsafeRawPointer) -> Any
  let make: (UnsafeRawPointer, Any, EnvironmentValues) -> AnyObject
  let update: (UnsafeRawPointer, AnyObject, Any, EnvironmentValues) -> Void
  let dismantle: (AnyObject, Any) -> Void

  init<Representable, Made: AnyObject, Coordinator>(
    _: Representable.Type,
    makeCoordinator: @escaping @MainActor (Representable) -> Coordinator,
    make: @escaping @MainActor (Representable, Coordinator, EnvironmentValues) -> Made,
    update: @escaping @MainActor (Representable, Made, Coordinator, EnvironmentValues) -> Void,
    dismantle: @escaping @MainActor (Made, Coordinator) -> Void
  ) {
    func view(_ address: UnsafeRawPointer) -> Representable {
      address.assumingMemoryBound(to: Representable.self).pointee
    }
    self.makeCoordinator = { makeCoordinator(view($0)) }
    self.make = { make(view($0), $1 as! Coordinator, $2) }
    self.update = { update(view($0), $1 as! Made, $2 as! Coordinator, $3) }
    self.dismantle = { dismantle($0 as! Made, $1 as! Coordinator) }
  }

  /// The calls of `type` if it is a representable.
  static func of(_ type: Any.Type) -> RepresentableCalls? {
    if let type = type as? any UIViewRepresentable.Type { return type.representableCalls }
    if let type = type as? any UIViewControllerRepresentable.Type { return type.representableCalls }
    if let type = type as? any NSViewRepresentable.Type { return type.representableCalls }
    if let type = type as? any NSViewControllerRepresentable.Type { return type.representableCalls }
    return nil
  }
}

/// What one mounted representable identity keeps: its coordinator and the view or view
/// controller `make…` returned, both made once (S244).
@MainActor
final class RepresentableMount {
  let coordinator: Any
  let made: AnyObject

  init(coordinator: Any, made: AnyObject) {
    self.coordinator = coordinator
    self.made = made
  }
}

extension PrimitiveWitness {
  /// How the graph mounts a representable (S244, S245): a leaf whose evaluation makes the
  /// coordinator and the platform object the first time, then updates them with the node's
  /// environment; its environment is read whole, so any change updates it; leaving the tree
  /// dismantles it.
  static func representable(_ calls: RepresentableCalls) -> PrimitiveWitness {
    let witness = PrimitiveWitness(
      runsUserCode: false, isLeaf: true, inertChildTypes: nil,
      visitChildren: { _, _ in }, transformsEnvironment: false, transformEnvironment: { _, _ in },
      didEvaluate: { address, node in RepresentableMount.evaluate(address, node, calls) },
      willUnmount: { _, node in
        guard let mount = node.modifierState as? RepresentableMount else { return }
        calls.dismantle(mount.made, mount.coordinator)
      },
      displayedText: { _ in nil })
    witness.readsWholeEnvironment = true
    return witness
  }
}

extension RepresentableMount {
  /// Makes the identity's coordinator and platform object on its first evaluation, then
  /// updates them, as SwiftUI does after `make…`; later evaluations update only. Reads of
  /// observable models in `update…` are tracked, as a body's are.
  static func evaluate(_ address: UnsafeRawPointer, _ node: Node, _ calls: RepresentableCalls) {
    let host = node.host
    host.tracking(node, namingChanges: false) {
      host.evaluatingBody {
        let mount: RepresentableMount
        if let existing = node.modifierState as? RepresentableMount {
          mount = existing
        } else {
          let coordinator = calls.makeCoordinator(address)
          mount = RepresentableMount(
            coordinator: coordinator, made: calls.make(address, coordinator, node.environment))
          node.modifierState = mount
        }
        calls.update(address, mount.made, mount.coordinator, node.environment)
      }
    }
  }
}

extension Node {
  /// The coordinator of the representable mounted here, made once per identity; nil when
  /// the node is not a mounted representable.
  @_spi(Inspection) public var representableCoordinator: Any? {
    (modifierState as? RepresentableMount)?.coordinator
  }

  /// The view or view controller the representable mounted here made; nil when the node is
  /// not a mounted representable.
  @_spi(Inspection) public var representablePlatformObject: AnyObject? {
    (modifierState as? RepresentableMount)?.made
  }

  /// Whether the view mounted here is a representable (``UIViewRepresentable`` and its kin).
  @_spi(Inspection) public var isRepresentable: Bool { info.primitive?.readsWholeEnvironment == true }
}
