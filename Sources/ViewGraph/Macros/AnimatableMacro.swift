/// Conforms a shape or modifier to ``Animatable`` by writing its `animatableData` from its
/// stored properties, as SwiftUI's `@Animatable` does (iOS 26). Each stored `var` takes part
/// through its own `animatableData`, nested in ``AnimatablePair``s in declaration order;
/// `@AnimatableIgnored` leaves one out.
///
/// ```swift
/// @Animatable
/// struct Ring: Shape {
///   var progress: Double
///   var angle: Angle
///   @AnimatableIgnored var isClosed: Bool
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// A type that declares `Animatable` itself keeps its conformance; only `animatableData` is
/// written.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "ViewGraphMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that `@Animatable` writes: a value
/// that cannot be interpolated, such as a `Bool`.
///
/// ```swift
/// @Animatable struct Badge: Shape {
///   var radius: CGFloat
///   @AnimatableIgnored var isFilled: Bool
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() =
  #externalMacro(module: "ViewGraphMacros", type: "AnimatableIgnoredMacro")
