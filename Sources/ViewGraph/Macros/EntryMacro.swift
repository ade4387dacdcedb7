/// Declares an environment, focused, transaction or container value with its key in one line, as
/// SwiftUI's `@Entry` does:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentName: String = "blue"
///   @Entry var compact = false
/// }
/// extension FocusedValues {
///   @Entry var selectedNote: Binding<Note>?
/// }
/// extension ContainerValues {
///   @Entry var icon: String = ""
/// }
/// ```
///
/// The macro writes a private key type, `__Key_accentName`, and the getter and setter that
/// read it; the default is evaluated each time it is read, as in SwiftUI.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewGraphMacros", type: "EntryMacro")

/// Part of `@Entry`'s expansion: an untyped default becomes a computed `defaultValue` of
/// the value's type. Not for direct use.
@attached(accessor, names: named(get))
public macro _EntryDefaultValue() =
  #externalMacro(module: "ViewGraphMacros", type: "EntryDefaultValueMacro")
