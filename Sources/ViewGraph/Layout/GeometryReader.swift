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
