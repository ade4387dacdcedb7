import Foundation

/// A tap that reports where it landed; a test drives it with a probe's `tap()`, and the
/// location is the view's origin (`.zero`): nothing is laid out.
///
/// ```swift
/// Canvas { _, _ in }.gesture(SpatialTapGesture().onEnded { event in addPin(at: event.location) })
/// ```
public struct SpatialTapGesture {
  public var count: Int
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = .local
  }

  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
}

extension SpatialTapGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions() }
}
