import Foundation

/// A wrapper for a UIKit view in a SwiftUI hierarchy, as SwiftUI declares it, mounted
/// with SwiftUI's lifecycle (<doc:Semantics#S244>): `makeCoordinator()` once per identity, then
/// `makeUIView(context:)` once, `updateUIView(_:context:)` after it and on every update
/// of the view's inputs or environment, with the current environment and transaction, and
/// `dismantleUIView(_:coordinator:)` when the identity leaves the tree. Nothing is drawn: the
/// view holds what the representable set, and a test reaches it and the coordinator
/// through its probe, to play the delegate call a user would cause.
///
/// ```swift
/// struct Effect: UIViewRepresentable {
///   func makeUIView(context: Context) -> UITextView { UITextView() }
///   func updateUIView(_ uiView: UITextView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view this representable makes.
  associatedtype UIViewType: UIView
  /// What the view reports through (its delegate): made once per identity.
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the view, once per identity, after `makeCoordinator()`.
  ///
  /// - Parameter context: The coordinator, environment and transaction.
  /// - Returns: The view to mount.
  func makeUIView(context: Context) -> UIViewType

  /// Brings the view up to date with the representable's inputs and environment.
  ///
  /// - Parameters:
  ///   - uiView: The view `makeUIView(context:)` made.
  ///   - context: The coordinator, the current environment and transaction.
  func updateUIView(_ uiView: UIViewType, context: Context)

  /// Cleans up when the identity leaves the tree.
  ///
  /// - Parameters:
  ///   - uiView: The view `makeUIView(context:)` made.
  ///   - coordinator: The identity's coordinator.
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

  /// Makes the coordinator, once per identity, before the view.
  ///
  /// - Returns: The identity's coordinator.
  func makeCoordinator() -> Coordinator

  /// The size the view wants for `proposal`; nil takes the default. Nothing is laid
  /// out here, so ViewGraph never asks.
  ///
  /// - Parameters:
  ///   - proposal: The size offered.
  ///   - uiView: The view.
  ///   - context: The coordinator, environment and transaction.
  /// - Returns: The size, or nil.
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
    nil
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewRepresentable`` is given when it makes and updates its view.
///
/// ```swift
/// func updateUIView(_ uiView: UITextView, context: Context) {
///   let scheme = context.environment.colorScheme
/// }
/// ```
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The identity's coordinator, made once.
  public let coordinator: Representable.Coordinator
  /// The update's transaction. ViewGraph does not animate: it carries no animation.
  public var transaction: Transaction
  /// The environment at the representable, as of this update.
  public var environment: EnvironmentValues
}

extension UIViewRepresentableContext {
  init(_ coordinator: Representable.Coordinator, _ environment: EnvironmentValues) {
    self.init(coordinator: coordinator, transaction: Transaction(), environment: environment)
  }
}

extension UIViewRepresentable {
  /// How the graph mounts this representable: its calls as ``RepresentableCalls``.
  static var representableCalls: RepresentableCalls {
    RepresentableCalls(
      Self.self, makeCoordinator: { $0.makeCoordinator() },
      make: { $0.makeUIView(context: Context($1, $2)) },
      update: { $0.updateUIView($1, context: Context($2, $3)) },
      dismantle: { dismantleUIView($0, coordinator: $1) })
  }
}
