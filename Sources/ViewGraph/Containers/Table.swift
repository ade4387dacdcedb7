/// Rows of values shown in columns.
///
/// ViewGraph mounts, for each row (identified by its id, as in a `ForEach`), every column's
/// content in order, so a row's controls can be found and driven; the column titles are
/// mounted once as a header. Sorting and column widths are recorded, not applied.
///
/// ```swift
/// Table(people) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Active") { person in Toggle("Active", isOn: .constant(person.isActive)) }
/// }
/// ```
public struct Table<Value: Identifiable, Rows: RandomAccessCollection, Columns>
where Rows.Element == Value {
  let rows: Rows
  let columns: _TableColumns<Value>

  public init(_ data: Rows, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>)
  where Columns == _TableColumns<Value> {
    self.rows = data
    self.columns = columns()
  }

  public init<Selection: Hashable>(
    _ data: Rows, selection: Binding<Selection>,
    @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>
  ) where Columns == _TableColumns<Value> {
    self.init(data, columns: columns)
  }

  public init<Sort: SortComparator>(
    _ data: Rows, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
  ) where Columns == _TableColumns<Value>, Sort.Compared == Value {
    self.rows = data
    self.columns = columns()
  }
}

extension Table: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension Table: PrimitiveView {
  static var runsUserCode: Bool { true }

  func visitChildren(_ visitor: inout ChildVisitor) {
    let columns = columns.columns
    visitor.visit(HStack { ForEach(columns.indices, id: \.self) { columns[$0].title } }, key: .index(0))
    visitor.visit(
      ForEach(Array(rows)) { row in
        HStack { ForEach(columns.indices, id: \.self) { columns[$0].content(row) } }
      }, key: .index(1))
  }
}

/// One column of a `Table`: its title and what it shows for a row.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View> {
  let title: Text
  let content: (RowValue) -> Content
}

extension TableColumn where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.init(title: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.init(title: Text(title), content: content)
  }

  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue>, Content == Text {
    self.init(title: Text(titleKey)) { Text($0[keyPath: value]) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue>, Content == Text {
    self.init(title: Text(title)) { Text($0[keyPath: value]) }
  }

  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(title: Text(titleKey), content: content)
  }

  /// The column's width (recorded).
  public func width(_ width: CGFloat? = nil) -> Self { self }
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
}

/// A table's columns, each as a title and a row's view.
public struct _TableColumns<RowValue> {
  struct Column {
    let title: Text
    let content: (RowValue) -> AnyView
  }
  let columns: [Column]
}

/// Builds a table's columns.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  public static func buildExpression<S, Content: View, Label: View>(
    _ column: TableColumn<RowValue, S, Content, Label>
  ) -> _TableColumns<RowValue> {
    _TableColumns(columns: [.init(title: column.title) { AnyView(column.content($0)) }])
  }

  public static func buildBlock(_ columns: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
    _TableColumns(columns: columns.flatMap(\.columns))
  }

  public static func buildOptional(_ columns: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
    columns ?? _TableColumns(columns: [])
  }

  public static func buildEither(first columns: _TableColumns<RowValue>) -> _TableColumns<RowValue> {
    columns
  }
  public static func buildEither(second columns: _TableColumns<RowValue>) -> _TableColumns<RowValue> {
    columns
  }
}
