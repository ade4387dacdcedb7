import Foundation

/// A 2D shape; also a view that fills its space. Drawing is not modelled, but a shape's
/// `path(in:)` is kept, so a custom shape's geometry can be checked.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { $0.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]) }
///   }
/// }
///
/// Triangle().fill(.red).frame(width: 8, height: 8)
/// ```
nonisolated public protocol Shape: Animatable, View, Sendable {
  /// The shape's outline in `rect`.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A custom shape's body: the shape itself, filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset, which is what `strokeBorder` needs.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// The shape inset by `amount` on every side.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn with a style: the body of every custom `Shape`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle> {
  public var shape: Content
  public var style: Style
  public init(shape: Content, style: Style) {
    self.shape = shape
    self.style = style
  }
}

extension _ShapeView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {}
}

/// A shape changed by a shape modifier (`trim`, `rotation`, `inset`…), which ViewGraph
/// records by name; its path is the original shape's.
public struct _ModifiedShape<Base: Shape>: InsettableShape {
  let base: Base
  let name: String
  public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }
  public nonisolated func inset(by amount: CGFloat) -> _ModifiedShape<Base> {
    _ModifiedShape(base: base, name: "\(name).inset(\(amount))")
  }
}

// The runtime's, like a built-in shape: maps, re-render reports and outlines name the app's
// views, never `_ModifiedShape<…>`.
extension _ModifiedShape: BuiltInCompositeView {}

extension Shape {
  /// Fills the shape (recorded, not drawn).
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S, style: FillStyle = FillStyle()
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("fill", content)
  }

  /// Fills the shape with the foreground style (recorded, not drawn).
  nonisolated public func fill(style: FillStyle = FillStyle()) -> ModifiedContent<Self, _StyleModifier> {
    self.style("fill", "foreground")
  }

  /// Strokes the shape's outline (recorded, not drawn).
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("stroke", content, lineWidth)
  }

  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("stroke", content, style.lineWidth)
  }

  /// The shape's outline as a shape, as SwiftUI's `stroke(lineWidth:)` returns one: it
  /// can be filled, trimmed or stroked again.
  ///
  /// ```swift
  /// Circle().stroke(lineWidth: 2).fill(.white)
  /// ```
  public nonisolated func stroke(lineWidth: CGFloat = 1) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "stroke(\(lineWidth))")
  }

  /// The shape's outline drawn with `style`, as a shape (see `stroke(lineWidth:)`).
  ///
  /// ```swift
  /// Path.arc.stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round)).fill(.white)
  /// ```
  public nonisolated func stroke(style: StrokeStyle) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "stroke(\(style.lineWidth))")
  }

  /// The part of the outline between two fractions of its length (recorded).
  public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _ModifiedShape<Self>
  {
    _ModifiedShape(base: self, name: "trim(\(startFraction), \(endFraction))")
  }

  public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "rotation(\(angle.degrees))")
  }

  public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "offset(\(x), \(y))")
  }

  public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedShape<Self> {
    _ModifiedShape(base: self, name: "scale(\(scale))")
  }

  public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> _ModifiedShape<Self>
  {
    _ModifiedShape(base: self, name: "scale(\(x), \(y))")
  }
}

extension InsettableShape {
  /// Strokes inside the shape's outline (recorded, not drawn).
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("strokeBorder", content, lineWidth)
  }

  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("strokeBorder", content, style.lineWidth)
  }

  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("strokeBorder", lineWidth)
  }

  nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ModifiedContent<
    Self, _StyleModifier
  > {
    self.style("strokeBorder", style.lineWidth)
  }
}

/// A type-erased shape.
public struct AnyShape: Shape {
  private let makePath: @Sendable (CGRect) -> Path
  public init<S: Shape>(_ shape: S) { makePath = { shape.path(in: $0) } }
  public nonisolated func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension Shape where Self == Rectangle {
  nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  nonisolated public static var capsule: Capsule { Capsule() }
  nonisolated public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}

// A filled shape strokes its outline too (iOS 17's `ShapeView`): `.fill(.clear).stroke(.red)`.
extension ModifiedContent where Content: Shape, Modifier == _StyleModifier {
  @MainActor @preconcurrency
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("stroke", content, lineWidth)
  }

  @MainActor @preconcurrency
  public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("stroke", content, style.lineWidth)
  }
}

// A filled insettable shape strokes inside its outline too (iOS 17's `ShapeView`):
// `Circle().fill(.blue).strokeBorder(.white, lineWidth: 2)`.
extension ModifiedContent where Content: InsettableShape, Modifier == _StyleModifier {
  @MainActor @preconcurrency
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("strokeBorder", content, lineWidth)
  }

  @MainActor @preconcurrency
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> ModifiedContent<Self, _StyleModifier> {
    self.style("strokeBorder", content, style.lineWidth)
  }
}
