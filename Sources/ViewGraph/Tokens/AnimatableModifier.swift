/// A modifier that can animate its own data: the form written before iOS 17, when a
/// modifier declared `animatableData` under this protocol. ViewGraph does not animate, so it
/// only compiles; the modifier applies as any other.
///
/// ```swift
/// struct Shake: AnimatableModifier {
///   var amount: Double
///   var animatableData: Double { get { amount } set { amount = newValue } }
///   func body(content: Content) -> some View { content.offset(x: amount) }
/// }
/// ```
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use Animatable directly")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
