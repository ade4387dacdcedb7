/// A list of rows.
///
/// ```swift
/// List { ForEach(items) { Text($0.name) } }
/// List(items) { item in Text(item.name) }
/// ```
public struct List<SelectionValue: Hashable, Content: View> {
  let content: Content
  let selection: Binding<SelectionValue?>?
  var multipleSelection: Binding<Set<SelectionValue>>? = nil
  /// Whether the single selection always holds a row (`List(selection: Binding<Value>)`).
  var selectionIsRequired = false

  public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
    self.content = content()
    self.selection = nil
  }

  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// A list with exactly one row always selected (macOS 13): selecting a row writes its
  /// value, and nothing deselects it.
  ///
  /// ```swift
  /// List(selection: $navigation.settingsPane) { ForEach(Pane.allCases, id: \.self) { Text($0.title) } }
  /// ```
  // Disfavoured so that `List(selection: $optional)` and `List(selection: $set)` keep their
  // own forms: an exact `Binding<String?>` would otherwise match this one, with an optional
  // `SelectionValue`, and the rows' `String` tags would select nothing.
  @_disfavoredOverload
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    // A nil written through the optional view is dropped (Binding(_:)'s conversion).
    self.selection = Binding<SelectionValue?>(selection)
    self.selectionIsRequired = true
  }

  /// A list whose rows can be selected together (`.tag`s, or the ids of a `ForEach`'s rows).
  ///
  /// ```swift
  /// List(selection: $selectedIDs) { ForEach(items) { Text($0.name) } }
  /// ```
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
    self.multipleSelection = selection
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

  /// A list of one row for each index of `data`, as `ForEach` of a range makes them.
  ///
  /// ```swift
  /// List(0..<log.count) { index in Text(log[index]) }
  /// ```
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where SelectionValue == Never, Content == ForEach<Range<Int>, Int, RowContent> {
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
    self.selection = selection
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = nil
    self.multipleSelection = selection
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = nil
    self.multipleSelection = selection
  }
}

extension List: View, ContentContainer {
  public var body: Never { primitiveBody(Self.self) }
}
