/// A tap; a test drives it with a probe's `tap()`.
///
/// ```swift
/// Text(card.title).gesture(TapGesture().onEnded { flip() })
/// ```
public struct TapGesture {
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

extension TapGesture: Gesture, DrivableGesture {
  public typealias Value = Void
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions() }
}

/// A long press; a test drives it with a probe's `longPress()`.
public struct LongPressGesture {
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

extension LongPressGesture: Gesture, DrivableGesture {
  public typealias Value = Bool
  public var body: Never { primitiveGestureBody(Self.self) }
  var actions: GestureActions { GestureActions() }
}
