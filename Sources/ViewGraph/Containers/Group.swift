/// Groups views without layout; modifiers applied to it apply to each.
///
/// ```swift
/// Group { if isLoading { ProgressView() } else { content } }
/// ```
public struct Group<Content> {
  let content: Content
  public init(@ViewBuilder content: () -> Content) where Content: View { self.content = content() }
}

extension Group {
  public var body: Never { primitiveBody(Self.self) }
}

extension Group: View, PrimitiveView, ContentContainer where Content: View {}

/// Toolbar items grouped, as views are: `Group { if editing { … } else { … } }`.
extension Group: ToolbarContent where Content: ToolbarContent {
  public init(@ToolbarContentBuilder content: () -> Content) { self.content = content() }
}

extension Group: PrimitiveToolbarContent where Content: ToolbarContent {
  var mountedView: AnyView { AnyView(_ToolbarContentView(content: content)) }
}

/// Commands grouped, as views are: a `Commands` body takes at most ten of them, so apps
/// group the rest (`Group { FileCommands(); … }`).
extension Group: Commands where Content: Commands {
  /// A group of the commands `content` makes.
  ///
  /// ```swift
  /// var body: some Commands {
  ///   Group { FileCommands(); EditCommands() }
  ///   HelpCommands()
  /// }
  /// ```
  public init(@CommandsBuilder content: () -> Content) { self.content = content() }
}

// Modifiers on a group apply to each of its members (S52).
extension Group: MemberList, GroupOfMembers where Content: View {}
