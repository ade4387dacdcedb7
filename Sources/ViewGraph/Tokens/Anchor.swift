/// An opaque geometry value of a view, resolved where it is read: `GeometryProxy[anchor]`
/// turns it into a rectangle or point (S194).
///
/// ```swift
/// Text(row.title)
///   .anchorPreference(key: RowAnchors.self, value: .center) { [row.id: $0] }
/// ```
///
/// ViewGraph lays nothing out, so an anchor resolves against the frame of the proxy that
/// reads it: `.bounds` is that frame, `.center` its middle.
public struct Anchor<Value> {
  let name: String
  let resolve: @Sendable (CGRect) -> Value

  /// A geometry value before it is resolved: what an anchor is made from.
  public struct Source {
    let name: String
    let resolve: @Sendable (CGRect) -> Value
  }
}

extension Anchor: Sendable {}
extension Anchor.Source: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  /// Anchors are equal when they name the same geometry.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.name == rhs.name }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Anchor.Source {
  /// An anchor of several sources, resolved to an array of their values.
  ///
  /// ```swift
  /// .anchorPreference(key: Corners.self, value: .init([.topLeading, .bottomTrailing])) { $0 }
  /// ```
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    self.init(name: "[" + array.map(\.name).joined(separator: ", ") + "]") { frame in
      array.map { $0.resolve(frame) }
    }
  }

  /// An anchor of an optional source, resolved to nil when there is none.
  ///
  /// ```swift
  /// .anchorPreference(key: Selected.self, value: .init(isSelected ? .bounds : nil)) { $0 }
  /// ```
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    self.init(name: anchor?.name ?? "nil") { frame in anchor?.resolve(frame) }
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's whole frame.
  public static var bounds: Anchor<CGRect>.Source { .init(name: "bounds") { $0 } }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    .init(name: "rect(\(rect))") { frame in rect.offsetBy(dx: frame.minX, dy: frame.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point of the view, as a unit point of its frame.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    .init(name: "\(point)") { frame in
      CGPoint(x: frame.minX + point.x * frame.width, y: frame.minY + point.y * frame.height)
    }
  }

  /// A point in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    .init(name: "point(\(point))") { frame in CGPoint(x: frame.minX + point.x, y: frame.minY + point.y) }
  }

  /// The view's top-leading corner; the other points name theirs the same way.
  ///
  /// ```swift
  /// .anchorPreference(key: BadgeAnchor.self, value: .topTrailing) { $0 }
  /// ```
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// The value of `anchor` in this proxy's coordinates.
  ///
  /// ```swift
  /// GeometryReader { proxy in
  ///   Circle().position(proxy[anchor])
  /// }
  /// ```
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.resolve(CGRect(origin: .zero, size: size))
  }
}

extension View {
  /// Sets `key`'s value to what `transform` makes of an anchor of this view: a preference
  /// that flows up as `preference(key:value:)`'s does (S80, S194).
  ///
  /// ```swift
  /// Text(row.title)
  ///   .anchorPreference(key: RowAnchors.self, value: .center) { [row.id: $0] }
  /// ```
  nonisolated public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    preference(key: key, value: transform(Anchor(name: value.name, resolve: value.resolve)))
  }
}
