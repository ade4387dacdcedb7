/// The empty state of a screen: a label, a description and actions, all mounted.
///
/// ```swift
/// ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView
where Label == ViewGraph.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
    self.init(label: { ViewGraph.Label(titleKey, systemImage: name) }, description: { description })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { ViewGraph.Label(title, systemImage: name) }, description: { description })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label,
  Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
{
  /// The standard "No Results" state of a search.
  public static var search: ContentUnavailableView { .search(text: "") }

  public static func search(text: String) -> ContentUnavailableView {
    ContentUnavailableView(
      label: { ViewGraph.Label("No Results", systemImage: "magnifyingglass") },
      description: {
        Text(text.isEmpty ? "Check the spelling or try a new search." : "No Results for \"\(text)\"")
      },
      actions: { EmptyView() })
  }
}

/// The pieces of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
  public typealias Label = ViewGraph.Label<Text, Image>
  public typealias Description = Text
  public typealias Actions = EmptyView
}

extension ContentUnavailableView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ContentUnavailableView: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) {
    visitor.visit(label, key: .index(0))
    visitor.visit(description, key: .index(1))
    visitor.visit(actions, key: .index(2))
  }
}
