/// A list of rows.
///
/// ```swift
/// List { ForEach(items) { Text($0.name) } }
/// List(items) { item in Text(item.name) }
/// ```
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content
  /// The rows' selection (kept, not yet driven: a test writes the binding itself).
  let selection: ListSelection<SelectionValue>?

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    self.selection = nil
  }

  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { .single($0) }
  }

  /// A list whose rows can be selected several at a time.
  ///
  /// ```swift
  /// List(selection: $selectedIDs) { ForEach(notes) { Text($0.title) } }
  /// ```
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection.map { .multiple($0) }
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { .multiple($0) }
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { .multiple($0) }
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { .single($0) }
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    SelectionValue == Never, Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable
  {
    self.content = ForEach(data, content: rowContent)
    self.selection = nil
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = nil
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { .single($0) }
  }

}

/// A list's selection: one row, or a set of rows.
enum ListSelection<SelectionValue: Hashable> {
  case single(Binding<SelectionValue?>)
  case multiple(Binding<Set<SelectionValue>>)
}

extension List: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
