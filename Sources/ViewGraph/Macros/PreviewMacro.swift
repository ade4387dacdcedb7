/// Creates a preview of a view. The body is compiled against ViewGraph as written, and the
/// preview is registered so a test can mount it (StateHarness's `Previews.all`):
///
/// ```swift
/// #Preview("Dark") {
///   SettingsScreen().environment(\.theme, .dark)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewGraphMacros", type: "PreviewMacro")

/// Creates a preview with traits (`.landscapeLeft`, `.sizeThatFitsLayout`, `.modifier(_:)`),
/// recorded with the preview.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewGraphMacros", type: "PreviewMacro")

/// Creates one preview per argument; each is registered under the argument's description.
@freestanding(declaration)
public macro Preview<T>(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., arguments: [T],
  @ViewBuilder body: @escaping @MainActor (T) -> any View
) = #externalMacro(module: "ViewGraphMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body as a property of the view the preview
/// generates, so `@Previewable @State var isOn = true` owns state the body can bind to.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewGraphMacros", type: "PreviewableMacro")
