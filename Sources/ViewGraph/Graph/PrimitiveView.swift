/// A view the graph mounts itself instead of evaluating a `body`: structural views,
/// containers, controls and modifiers. It refines `View`, so the graph asks only view
/// types whether they are one (``TypeInfo``).
@MainActor
protocol PrimitiveView: View {
  /// Reports the children to mount below this view, each with its identity component.
  func visitChildren(_ visitor: inout ChildVisitor)
  /// The environment this view's children see. Called only when `transformsEnvironment`.
  func transformEnvironment(_ environment: inout EnvironmentValues)
  /// Whether children see another environment than this view's. Asked of the type, not
  /// of a value: the graph reaches a value by address from generic code, and calling an
  /// instance member there copies (and retains) the whole value first.
  static var transformsEnvironment: Bool { get }
  /// The string this view shows, if it shows one (`Text`).
  var displayedText: String? { get }
  /// Whether visiting children runs user code (a `ForEach` row's closure), whose reads
  /// must be tracked. Structural views read nothing and skip tracking.
  static var runsUserCode: Bool { get }
  /// Whether `visitChildren` never reports a child (a `Text`, an `Image`): its evaluation
  /// then skips the child visit altogether.
  static var isLeaf: Bool { get }
  /// The types of every child this view can report, when they are known from its type
  /// alone and reporting them is all its visit does (an `HStack`'s content, a block's
  /// views); nil otherwise. A view whose children are all held by value can be held by
  /// value itself (``TypeInfo/valueHeight``).
  static var inertChildTypes: [Any.Type]? { get }
}

extension PrimitiveView {
  func transformEnvironment(_ environment: inout EnvironmentValues) {}
  static var transformsEnvironment: Bool { false }
  var displayedText: String? { nil }
  static var runsUserCode: Bool { false }
  static var isLeaf: Bool { false }
  static var inertChildTypes: [Any.Type]? { nil }
}

/// A primitive view that acts after its evaluations or when it leaves the tree (a
/// `ForEach` checking its range, a modifier running onAppear or a task). Its own protocol:
/// the graph calls these only for types that conform, so the plain views of every row
/// cost no call (and no copy of the view) after each evaluation and on unmount.
@MainActor
protocol LifecycleObservingView: PrimitiveView {
  /// Called after every evaluation of the node. State kept across evaluations (a last
  /// value, a running task) lives in `node.modifierState`.
  func didEvaluate(in node: Node)
  /// Called when the node's identity leaves the tree.
  func willUnmount(from node: Node)
}

extension LifecycleObservingView {
  func didEvaluate(in node: Node) {}
  func willUnmount(from node: Node) {}
}

/// A primitive view's requirements as closures over its concrete type, built once per
/// type; each takes the view by address, so the graph calls them without an existential
/// cast or a generic metadata lookup per evaluation. A class: reading it from the type's
/// record is one retain, not one per closure.
final class PrimitiveWitness {
  typealias View = UnsafeRawPointer
  let runsUserCode: Bool
  let isLeaf: Bool
  let inertChildTypes: [Any.Type]?
  let visitChildren: @MainActor (View, inout ChildVisitor) -> Void
  let transformsEnvironment: Bool
  let transformEnvironment: @MainActor (View, inout EnvironmentValues) -> Void
  /// Nil for types that do not observe their lifecycle.
  let didEvaluate: (@MainActor (View, Node) -> Void)?
  let willUnmount: (@MainActor (View, Node) -> Void)?
  let displayedText: @MainActor (View) -> String?
  /// Whether any change of the environment re-evaluates the view, not only of the values it
  /// declared it reads: a representable's context hands it the whole environment (S245).
  var readsWholeEnvironment = false

  init(
    runsUserCode: Bool, isLeaf: Bool, inertChildTypes: [Any.Type]?,
    visitChildren: @escaping @MainActor (View, inout ChildVisitor) -> Void,
    transformsEnvironment: Bool,
    transformEnvironment: @escaping @MainActor (View, inout EnvironmentValues) -> Void,
    didEvaluate: (@MainActor (View, Node) -> Void)?,
    willUnmount: (@MainActor (View, Node) -> Void)?,
    displayedText: @escaping @MainActor (View) -> String?
  ) {
    self.runsUserCode = runsUserCode
    self.isLeaf = isLeaf
    self.inertChildTypes = inertChildTypes
    self.visitChildren = visitChildren
    self.transformsEnvironment = transformsEnvironment
    self.transformEnvironment = transformEnvironment
    self.didEvaluate = didEvaluate
    self.willUnmount = willUnmount
    self.displayedText = displayedText
  }

  /// The witness of a primitive or representable view type; nil for any other.
  /// `mayBeRepresentable` is false for a view with a `body`, which no representable has:
  /// the four representable protocols are not asked about it (each first question about a
  /// type scans the runtime's conformance records). A type of the runtime is never a
  /// representable, and an app's never a `PrimitiveView`, so the order does not matter.
  @MainActor
  static func make<V>(for type: V.Type, mayBeRepresentable: Bool) -> PrimitiveWitness? {
    guard let primitive = type as? any PrimitiveView.Type else {
      guard mayBeRepresentable, let calls = RepresentableCalls.of(type) else { return nil }
      return .representable(calls)
    }
    func open<P: PrimitiveView>(_: P.Type) -> PrimitiveWitness {
      // The address holds a P: V is P (the cast above succeeded). Used in place, not copied.
      func view(_ address: View) -> UnsafePointer<P> { address.assumingMemoryBound(to: P.self) }
      var didEvaluate: (@MainActor (View, Node) -> Void)?
      var willUnmount: (@MainActor (View, Node) -> Void)?
      if let observing = P.self as? any LifecycleObservingView.Type {
        func observe<O: LifecycleObservingView>(_: O.Type) {
          func view(_ address: View) -> UnsafePointer<O> { address.assumingMemoryBound(to: O.self) }
          didEvaluate = { address, node in view(address).pointee.didEvaluate(in: node) }
          willUnmount = { address, node in view(address).pointee.willUnmount(from: node) }
        }
        observe(observing)
      }
      return PrimitiveWitness(
        runsUserCode: P.runsUserCode, isLeaf: P.isLeaf, inertChildTypes: P.inertChildTypes,
        visitChildren: { address, visitor in view(address).pointee.visitChildren(&visitor) },
        transformsEnvironment: P.transformsEnvironment,
        transformEnvironment: { address, environment in
          view(address).pointee.transformEnvironment(&environment)
        },
        didEvaluate: didEvaluate,
        willUnmount: willUnmount,
        displayedText: { view($0).pointee.displayedText })
    }
    return open(primitive)
  }
}

/// A type that decides for itself whether a new value is the same graph input as the old
/// one (SEMANTICS S37): bindings compare their location, `@State` is never an input.
@MainActor
protocol GraphComparable {
  static func isGraphEqual(_ lhs: Self, _ rhs: Self) -> Bool
  /// The same, for values at two addresses. The graph calls this one: the witness is
  /// made for the concrete type, so the values are read in place rather than copied (and
  /// retained) by generic code.
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}

extension GraphComparable {
  static func isGraphEqual(at lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    isGraphEqual(
      lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee)
  }
}

/// Marks composite views that belong to the runtime or an inspection tool rather than to
/// the app (a modifier's body, a tool's root view).
package protocol _GraphInternalView {}

/// A SwiftUI view that ViewGraph builds from other views with a `body` (a `NavigationView`
/// is a `NavigationStack`). It is the runtime's, not the app's, like `_GraphInternalView`,
/// but public types can conform to it without exposing it.
protocol BuiltInCompositeView {}
