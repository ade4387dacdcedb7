import Foundation

/// A wrapper for a AppKit view in a SwiftUI hierarchy, as SwiftUI declares it, mounted
/// with SwiftUI's lifecycle (<doc:Semantics#S244>): `makeCoordinator()` once per identity, then
/// `makeNSView(context:)` once, `updateNSView(_:context:)` after it and on every update
/// of the view's inputs or environment, with the current environment and transaction, and
/// `dismantleNSView(_:coordinator:)` when the identity leaves the tree. Nothing is drawn: the
/// view holds what the representable set, and a test reaches it and the coordinator
/// through its probe, to play the delegate call a user would cause.
///
/// ```swift
/// struct Effect: NSViewRepresentable {
///   func makeNSView(context: Context) -> NSVisualEffectView { NSVisualEffectView() }
///   func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Body == Never {
  /// The AppKit view this representable makes: an `NSView`, as SwiftUI declares it, or on
  /// Linux the stand-ins' `WKWebView`, a `UIView` that serves both platforms' representables.
  associatedtype NSViewType: _NSViewRepresentableView
  /// What the view reports through (its delegate): made once per identity.
  associatedtype Coordinator = Void
  typealias Context = NSViewRepresentableContext<Self>

  /// Makes the view, once per identity, after `makeCoordinator()`.
  ///
  /// - Parameter context: The coordinator, environment and transaction.
  /// - Returns: The view to mount.
  func makeNSView(context: Context) -> NSViewType

  /// Brings the view up to date with the representable's inputs and environment.
  ///
  /// - Parameters:
  ///   - nsView: The view `makeNSView(context:)` made.
  ///   - context: The coordinator, the current environment and transaction.
  func updateNSView(_ nsView: NSViewType, context: Context)

  /// Cleans up when the identity leaves the tree.
  ///
  /// - Parameters:
  ///   - nsView: The view `makeNSView(context:)` made.
  ///   - coordinator: The identity's coordinator.
  static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)

  /// Makes the coordinator, once per identity, before the view.
  ///
  /// - Returns: The identity's coordinator.
  func makeCoordinator() -> Coordinator

  /// The size the view wants for `proposal`; nil takes the default. Nothing is laid
  /// out here, so ViewGraph never asks.
  ///
  /// - Parameters:
  ///   - proposal: The size offered.
  ///   - nsView: The view.
  ///   - context: The coordinator, environment and transaction.
  /// - Returns: The size, or nil.
  func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize?
}

extension NSViewRepresentable {
  public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, nsView: NSViewType, context: Context) -> CGSize? {
    nil
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension NSViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a ``NSViewRepresentable`` is given when it makes and updates its view.
///
/// ```swift
/// func updateNSView(_ nsView: NSVisualEffectView, context: Context) {
///   let scheme = context.environment.colorScheme
/// }
/// ```
@MainActor @preconcurrency
public struct NSViewRepresentableContext<View: NSViewRepresentable> {
  /// The identity's coordinator, made once.
  public let coordinator: View.Coordinator
  /// The update's transaction. ViewGraph does not animate: it carries no animation.
  public var transaction: Transaction
  /// The environment at the representable, as of this update.
  public var environment: EnvironmentValues
}

extension NSViewRepresentableContext {
  init(_ coordinator: View.Coordinator, _ environment: EnvironmentValues) {
    self.init(coordinator: coordinator, transaction: Transaction(), environment: environment)
  }
}

extension NSViewRepresentable {
  /// How the graph mounts this representable: its calls as ``RepresentableCalls``.
  static var representableCalls: RepresentableCalls {
    RepresentableCalls(
      Self.self, makeCoordinator: { $0.makeCoordinator() },
      make: { $0.makeNSView(context: Context($1, $2)) },
      update: { $0.updateNSView($1, context: Context($2, $3)) },
      dismantle: { dismantleNSView($0, coordinator: $1) })
  }
}
