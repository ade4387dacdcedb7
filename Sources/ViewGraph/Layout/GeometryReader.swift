import Foundation

/// Gives its content the size of the space it is offered. ViewGraph does no layout, so
/// the proxy reports the container size of the environment: 390 × 844 points (an
/// iPhone's portrait screen) unless a test sets another (StateHarness's
/// `.harnessContainerSize(_:)`).
///
/// ```swift
/// GeometryReader { proxy in
///   Text(proxy.size.width > 600 ? "Wide" : "Narrow")
/// }
/// ```
public struct GeometryReader<Content: View> {
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
}

extension GeometryReader: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension GeometryReader: PrimitiveView {
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    let proxy = GeometryProxy(size: visitor.node.environment.containerSize)
    visitor.visit(content(proxy), key: .content)
  }
}

/// The size and coordinate space a `GeometryReader` reports.
public struct GeometryProxy: Sendable {
  /// The size offered to the reader.
  public let size: CGSize

  /// No safe area is modelled.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame: at the origin, of the offered size, in every coordinate space.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    CGRect(origin: .zero, size: size)
  }

  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }

  /// The bounds of `coordinateSpace` (such as `.scrollView`) in the reader's own coordinates:
  /// with no layout, every space is the reader's frame, as for `frame(in:)` (S365).
  ///
  /// ```swift
  /// let height = proxy.bounds(of: .scrollView)?.height ?? 0
  /// ```
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    CGRect(origin: .zero, size: size)
  }
}

/// A named or standard coordinate space.
public enum CoordinateSpace: Hashable {
  case global
  case local
  case named(AnyHashable)
}

/// What `frame(in:)` and `.coordinateSpace(_:)` take.
public protocol CoordinateSpaceProtocol: Sendable {}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {}
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
  // Only compared, never mutated: the name is an immutable hashable value.
  let name: AnyHashable
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }

  /// The space of the innermost scroll view around the view (iOS 17), as in
  /// `frame(in: .scrollView)` (S365).
  ///
  /// ```swift
  /// let centerY = proxy.frame(in: .scrollView).midY
  /// ```
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: nil)))
  }

  /// The space of the innermost scroll view around the view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> Self {
    NamedCoordinateSpace(name: AnyHashable(ScrollViewSpace(axis: axis)))
  }
}

/// The name of a scroll view's coordinate space: one the app cannot name itself.
private struct ScrollViewSpace: Hashable, Sendable {
  let axis: Axis?
}

private struct ContainerSizeKey: EnvironmentKey {
  static let defaultValue = CGSize(width: 390, height: 844)
}

extension EnvironmentValues {
  /// The size a `GeometryReader` reports (ViewGraph does no layout).
  package var containerSize: CGSize {
    get { self[ContainerSizeKey.self] }
    set { self[ContainerSizeKey.self] = newValue }
  }
}
