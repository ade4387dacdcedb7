/// Arranges views side by side with dividers a user can drag (macOS); its content is
/// mounted in order, as an `HStack`'s is.
///
/// ```swift
/// HSplitView { FileList(); Editor() }
/// ```
public struct HSplitView<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension HSplitView: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}

/// Arranges views one above the other with dividers a user can drag (macOS); its content
/// is mounted in order, as a `VStack`'s is.
///
/// ```swift
/// VSplitView { Console(); Inspector() }
/// ```
public struct VSplitView<Content: View> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension VSplitView: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
