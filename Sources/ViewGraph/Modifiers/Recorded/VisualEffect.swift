import Foundation

/// Effects that change how a view looks without changing its layout, as `visualEffect` and
/// `scrollTransition` build them (iOS 17). Recorded, not drawn: each effect keeps its name.
///
/// ```swift
/// Text(title).visualEffect { content, proxy in
///   content.offset(y: proxy.frame(in: .global).minY > 0 ? 0 : -proxy.frame(in: .global).minY)
/// }
/// ```
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which `visualEffect`'s closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// An effect built on another: its names, innermost first.
public struct _RecordedVisualEffect: VisualEffect {
  let names: [String]
}

extension VisualEffect {
  private func adding(_ name: String) -> _RecordedVisualEffect {
    _RecordedVisualEffect(names: ((self as? _RecordedVisualEffect)?.names ?? []) + [name])
  }

  public func offset(_ offset: CGSize) -> some VisualEffect { adding("offset") }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding("offset") }
  public func opacity(_ opacity: Double) -> some VisualEffect { adding("opacity") }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    adding("scaleEffect")
  }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    adding("scaleEffect")
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    adding("scaleEffect")
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    adding("rotationEffect")
  }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    adding("rotation3DEffect")
  }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding("blur") }
  public func brightness(_ amount: Double) -> some VisualEffect { adding("brightness") }
  public func contrast(_ amount: Double) -> some VisualEffect { adding("contrast") }
  public func saturation(_ amount: Double) -> some VisualEffect { adding("saturation") }
  public func grayscale(_ amount: Double) -> some VisualEffect { adding("grayscale") }
  public func hueRotation(_ angle: Angle) -> some VisualEffect { adding("hueRotation") }
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
    adding("colorEffect")
  }
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  { adding("distortionEffect") }
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  {
    adding("layerEffect")
  }
}

extension View {
  /// Applies effects computed from the view's geometry (recorded: with no layout there is
  /// no geometry to compute them from).
  nonisolated public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> ModifiedContent<Self, _StyleModifier> {
    style("visualEffect")
  }

  /// Keeps this view's subviews' geometry in one group for animations (recorded).
  nonisolated public func geometryGroup() -> ModifiedContent<Self, _StyleModifier> { style("geometryGroup") }
}
