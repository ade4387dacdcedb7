import Foundation

/// A drag (type-checks; never fires, since nothing is dragged headlessly).
///
/// ```swift
/// .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public struct DragGesture {
  public var minimumDistance: CGFloat
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
  }
  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
    self.minimumDistance = minimumDistance
  }

  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }
}

extension DragGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions() }
}

/// A pinch (type-checks; never fires).
public struct MagnifyGesture {
  public init(minimumScaleDelta: CGFloat = 0.01) {}

  /// Where a pinch is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
}

extension MagnifyGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions() }
}

/// The pre-iOS 17 pinch (type-checks; never fires).
public struct MagnificationGesture {
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

extension MagnificationGesture: Gesture, DrivableGesture {
  public typealias Value = CGFloat
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions() }
}

/// A two-finger rotation (type-checks; never fires).
public struct RotateGesture {
  public init(minimumAngleDelta: Angle = .degrees(1)) {}

  /// Where a rotation is.
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
}

extension RotateGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions() }
}
