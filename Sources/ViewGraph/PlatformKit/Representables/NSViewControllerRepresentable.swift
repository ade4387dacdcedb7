import Foundation

/// A wrapper for a AppKit view controller in a SwiftUI hierarchy, as SwiftUI declares it, mounted
/// with SwiftUI's lifecycle (<doc:Semantics#S244>): `makeCoordinator()` once per identity, then
/// `makeNSViewController(context:)` once, `updateNSViewController(_:context:)` after it and on every update
/// of the view's inputs or environment, with the current environment and transaction, and
/// `dismantleNSViewController(_:coordinator:)` when the identity leaves the tree. Nothing is drawn: the
/// view controller holds what the representable set, and a test reaches it and the coordinator
/// through its probe, to play the delegate call a user would cause.
///
/// ```swift
/// struct Effect: NSViewControllerRepresentable {
///   func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
///   func updateNSViewController(_ nsViewController: NSViewController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol NSViewControllerRepresentable: View where Body == Never {
  /// The AppKit view controller this representable makes.
  associatedtype NSViewControllerType: NSViewController
  /// What the view controller reports through (its delegate): made once per identity.
  associatedtype Coordinator = Void
  typealias Context = NSViewControllerRepresentableContext<Self>

  /// Makes the view controller, once per identity, after `makeCoordinator()`.
  ///
  /// - Parameter context: The coordinator, environment and transaction.
  /// - Returns: The view controller to mount.
  func makeNSViewController(context: Context) -> NSViewControllerType

  /// Brings the view controller up to date with the representable's inputs and environment.
  ///
  /// - Parameters:
  ///   - nsViewController: The view controller `makeNSViewController(context:)` made.
  ///   - context: The coordinator, the current environment and transaction.
  func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)

  /// Cleans up when the identity leaves the tree.
  ///
  /// - Parameters:
  ///   - nsViewController: The view controller `makeNSViewController(context:)` made.
  ///   - coordinator: The identity's coordinator.
  static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)

  /// Makes the coordinator, once per identity, before the view controller.
  ///
  /// - Returns: The identity's coordinator.
  func makeCoordinator() -> Coordinator

  /// The size the view controller wants for `proposal`; nil takes the default. Nothing is laid
  /// out here, so ViewGraph never asks.
  ///
  /// - Parameters:
  ///   - proposal: The size offered.
  ///   - nsViewController: The view controller.
  ///   - context: The coordinator, environment and transaction.
  /// - Returns: The size, or nil.
  func sizeThatFits(_ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context)
    -> CGSize?
}

extension NSViewControllerRepresentable {
  public static func dismantleNSViewController(
    _ nsViewController: NSViewControllerType, coordinator: Coordinator
  ) {}

  public func sizeThatFits(
    _ proposal: ProposedViewSize, nsViewController: NSViewControllerType, context: Context
  ) -> CGSize? {
    nil
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension NSViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a ``NSViewControllerRepresentable`` is given when it makes and updates its view controller.
///
/// ```swift
/// func updateNSViewController(_ nsViewController: NSViewController, context: Context) {
///   let scheme = context.environment.colorScheme
/// }
/// ```
@MainActor @preconcurrency
public struct NSViewControllerRepresentableContext<ViewController: NSViewControllerRepresentable> {
  /// The identity's coordinator, made once.
  public let coordinator: ViewController.Coordinator
  /// The update's transaction. ViewGraph does not animate: it carries no animation.
  public var transaction: Transaction
  /// The environment at the representable, as of this update.
  public var environment: EnvironmentValues
}

extension NSViewControllerRepresentableContext {
  init(_ coordinator: ViewController.Coordinator, _ environment: EnvironmentValues) {
    self.init(coordinator: coordinator, transaction: Transaction(), environment: environment)
  }
}

extension NSViewControllerRepresentable {
  /// How the graph mounts this representable: its calls as ``RepresentableCalls``.
  static var representableCalls: RepresentableCalls {
    RepresentableCalls(
      Self.self, makeCoordinator: { $0.makeCoordinator() },
      make: { $0.makeNSViewController(context: Context($1, $2)) },
      update: { $0.updateNSViewController($1, context: Context($2, $3)) },
      dismantle: { dismantleNSViewController($0, coordinator: $1) })
  }
}
