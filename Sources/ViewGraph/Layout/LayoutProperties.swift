/// What a layout container says about itself: its stack orientation, if it has one.
///
/// SwiftUI reads it to orient a `Spacer` or `Divider` inside a custom layout along the
/// layout's axis. ViewGraph does no layout, so nothing reads it while mounting; a test can
/// read the value a layout declares (`WrappingHStack.layoutProperties.stackOrientation`).
///
/// ```swift
/// extension BasicVStack {
///   static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .vertical
///     return properties
///   }
/// }
/// ```
public struct LayoutProperties: Sendable {
  /// The orientation of the stack-like container, nil when it has none (the default).
  public var stackOrientation: Axis?

  /// The default properties: no stack orientation.
  public init() {}
}
