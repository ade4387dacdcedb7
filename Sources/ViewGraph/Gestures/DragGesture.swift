import Foundation

/// A drag: a test performs it with `drag(by:)`, which runs its `updating`, `onChanged`
/// and `onEnded` actions (S250).
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
    /// Nothing moves headlessly: the drag's velocity as the test gave it (zero).
    let measuredVelocity: CGSize

    init(time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      measuredVelocity = velocity
    }

    /// The translation from the start of the drag: `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    public var velocity: CGSize { measuredVelocity }
    /// Where the drag would end if it stopped now, given its velocity.
    public var predictedEndLocation: CGPoint {
      CGPoint(x: location.x + velocity.width / 4, y: location.y + velocity.height / 4)
    }
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }
}

extension DragGesture: Gesture, DrivableGesture {
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions(continuous: [ContinuousGesture(kind: .drag)]) }
}

/// A pinch: a test performs it with `magnify(by:)` (S250).
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
  var actions: GestureActions { GestureActions(continuous: [ContinuousGesture(kind: .magnify)]) }
}

/// The pre-iOS 17 pinch, whose value is the magnification: a test performs it with
/// `magnify(by:)` (S250).
public struct MagnificationGesture {
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

extension MagnificationGesture: Gesture, DrivableGesture {
  public typealias Value = CGFloat
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions(continuous: [ContinuousGesture(kind: .magnify)]) }
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
