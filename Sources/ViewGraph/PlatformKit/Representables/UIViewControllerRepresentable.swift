import Foundation

/// A wrapper for a UIKit view controller in a SwiftUI hierarchy, as SwiftUI declares it, mounted
/// with SwiftUI's lifecycle (<doc:Semantics#S244>): `makeCoordinator()` once per identity, then
/// `makeUIViewController(context:)` once, `updateUIViewController(_:context:)` after it and on every update
/// of the view's inputs or environment, with the current environment and transaction, and
/// `dismantleUIViewController(_:coordinator:)` when the identity leaves the tree. Nothing is drawn: the
/// view controller holds what the representable set, and a test reaches it and the coordinator
/// through its probe, to play the delegate call a user would cause.
///
/// ```swift
/// struct Effect: UIViewControllerRepresentable {
///   func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
///   func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The UIKit view controller this representable makes.
  associatedtype UIViewControllerType: UIViewController
  /// What the view controller reports through (its delegate): made once per identity.
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the view controller, once per identity, after `makeCoordinator()`.
  ///
  /// - Parameter context: The coordinator, environment and transaction.
  /// - Returns: The view controller to mount.
  func makeUIViewController(context: Context) -> UIViewControllerType

  /// Brings the view controller up to date with the representable's inputs and environment.
  ///
  /// - Parameters:
  ///   - uiViewController: The view controller `makeUIViewController(context:)` made.
  ///   - context: The coordinator, the current environment and transaction.
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

  /// Cleans up when the identity leaves the tree.
  ///
  /// - Parameters:
  ///   - uiViewController: The view controller `makeUIViewController(context:)` made.
  ///   - coordinator: The identity's coordinator.
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)

  /// Makes the coordinator, once per identity, before the view controller.
  ///
  /// - Returns: The identity's coordinator.
  func makeCoordinator() -> Coordinator

  /// The size the view controller wants for `proposal`; nil takes the default. Nothing is laid
  /// out here, so ViewGraph never asks.
  ///
  /// - Parameters:
  ///   - proposal: The size offered.
  ///   - uiViewController: The view controller.
  ///   - context: The coordinator, environment and transaction.
  /// - Returns: The size, or nil.
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
    -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(
    _ uiViewController: UIViewControllerType, coordinator: Coordinator
  ) {}

  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
  ) -> CGSize? {
    nil
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewControllerRepresentable`` is given when it makes and updates its view controller.
///
/// ```swift
/// func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {
///   let scheme = context.environment.colorScheme
/// }
/// ```
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The identity's coordinator, made once.
  public let coordinator: Representable.Coordinator
  /// The update's transaction. ViewGraph does not animate: it carries no animation.
  public var transaction: Transaction
  /// The environment at the representable, as of this update.
  public var environment: EnvironmentValues
}

extension UIViewControllerRepresentableContext {
  init(_ coordinator: Representable.Coordinator, _ environment: EnvironmentValues) {
    self.init(coordinator: coordinator, transaction: Transaction(), environment: environment)
  }
}

extension UIViewControllerRepresentable {
  /// How the graph mounts this representable: its calls as ``RepresentableCalls``.
  static var representableCalls: RepresentableCalls {
    RepresentableCalls(
      Self.self, makeCoordinator: { $0.makeCoordinator() },
      make: { $0.makeUIViewController(context: Context($1, $2)) },
      update: { $0.updateUIViewController($1, context: Context($2, $3)) },
      dismantle: { dismantleUIViewController($0, coordinator: $1) })
  }
}
