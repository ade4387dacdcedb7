/// One row of a `Table` built with `rows:`, showing `value` in every column.
///
/// ```swift
/// Table(selection: $selection) {
///   TableColumn("Order", value: \.id)
/// } rows: {
///   Section { ForEach(orders) { TableRow($0) } }
/// }
/// ```
public struct TableRow<Value: Identifiable> {
  let value: Value

  public init(_ value: Value) { self.value = value }
}

// A row stands in a `ForEach` or `Section` of a `rows:` builder, which take views here; it
// shows nothing by itself (the table mounts its columns for it).
extension TableRow: View, BuiltInCompositeView {
  public var body: EmptyView { EmptyView() }
}

/// What a `rows:` builder's content yields: the values of its table rows, in order.
@MainActor
protocol TableRowSource {
  func tableRowValues() -> [Any]
}

extension TableRow: TableRowSource {
  func tableRowValues() -> [Any] { [value] }
}

extension ForEach: TableRowSource {
  func tableRowValues() -> [Any] {
    data.flatMap { (content($0) as? any TableRowSource)?.tableRowValues() ?? [] }
  }
}

extension Section: TableRowSource {
  func tableRowValues() -> [Any] { (content as? any TableRowSource)?.tableRowValues() ?? [] }
}

extension Group: TableRowSource {
  func tableRowValues() -> [Any] { (content as? any TableRowSource)?.tableRowValues() ?? [] }
}

/// Builds a table's rows: `TableRow`s, and `ForEach`es and `Section`s of them.
@resultBuilder @MainActor
public enum TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<Content: View>(_ content: Content) -> [Value] {
    ((content as? any TableRowSource)?.tableRowValues() ?? []).compactMap { $0 as? Value }
  }

  public static func buildBlock(_ rows: [Value]...) -> [Value] { rows.flatMap { $0 } }

  public static func buildOptional(_ rows: [Value]?) -> [Value] { rows ?? [] }

  public static func buildEither(first rows: [Value]) -> [Value] { rows }
  public static func buildEither(second rows: [Value]) -> [Value] { rows }
}

extension Table where Rows == [Value], Columns == _TableColumns<Value> {
  /// A table whose rows are listed in a `rows:` builder.
  ///
  /// ```swift
  /// Table {
  ///   TableColumn("Name", value: \.name)
  /// } rows: {
  ///   ForEach(people) { TableRow($0) }
  /// }
  /// ```
  public init(
    @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) {
    self.rows = rows()
    self.columns = columns()
  }

  /// A table of `valueType` rows listed in a `rows:` builder.
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) {
    self.init(columns: columns, rows: rows)
  }

  /// A sortable table whose rows are listed in a `rows:` builder (the order is recorded).
  public init<Sort: SortComparator>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) where Sort.Compared == Value {
    self.rows = rows()
    self.columns = columns()
  }

  /// A table with a selection whose rows are listed in a `rows:` builder (the selection
  /// is recorded).
  public init<Selection: Hashable>(
    selection: Binding<Selection>, @TableColumnBuilder<Value, Never> columns: () -> _TableColumns<Value>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) {
    self.init(columns: columns, rows: rows)
  }

  /// A sortable table with a selection whose rows are listed in a `rows:` builder.
  ///
  /// ```swift
  /// Table(selection: $selection, sortOrder: $sortOrder) {
  ///   TableColumn("Order", value: \.id) { OrderRow(order: $0) }
  /// } rows: {
  ///   Section { ForEach(orders) { TableRow($0) } }
  /// }
  /// ```
  public init<Selection: Hashable, Sort: SortComparator>(
    selection: Binding<Selection>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>,
    @TableRowBuilder<Value> rows: () -> [Value]
  ) where Sort.Compared == Value {
    self.rows = rows()
    self.columns = columns()
  }
}

extension Table where Columns == _TableColumns<Value> {
  /// A sortable table of `data` with a selection (both recorded).
  ///
  /// ```swift
  /// Table(links, selection: $selection, sortOrder: $sortOrder) {
  ///   TableColumn("Name", value: \.name)
  /// }
  /// ```
  public init<Selection: Hashable, Sort: SortComparator>(
    _ data: Rows, selection: Binding<Selection>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> _TableColumns<Value>
  ) where Sort.Compared == Value {
    self.rows = data
    self.columns = columns()
  }
}
