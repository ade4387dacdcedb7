/// Xcode's previews, declared the pre-macro way; ViewGraph compiles them so a view file
/// builds unchanged, and a test can mount `previews` like any view.
///
/// `#Preview` is a macro, which this package (having no dependencies) cannot offer; guard
/// it with `#if canImport(UIKit) || os(macOS)` or move it to a file the tests leave out.
///
/// ```swift
/// struct SettingsScreen_Previews: PreviewProvider {
///   static var previews: some View { SettingsScreen().environment(SettingsStore()) }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platform a preview runs on.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// A preview's size (recorded).
public enum PreviewLayout: Sendable {
  case device
  case sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name (recorded).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// A device orientation, as previews and size classes use it.
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
  nonisolated public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _StyleModifier> {
    style("previewLayout", value)
  }
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _StyleModifier> {
    style("previewDevice", value?.rawValue as Any)
  }
  nonisolated public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _StyleModifier> {
    style("previewDisplayName", value as Any)
  }
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<
    Self, _StyleModifier
  > {
    style("previewInterfaceOrientation", value.name)
  }
}
