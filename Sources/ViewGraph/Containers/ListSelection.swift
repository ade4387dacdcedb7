/// The selection of a `List(selection:)`, type-erased: what selecting a row writes. A row is
/// selected by its `.tag`, or by its `ForEach` element's id when that id is of the
/// selection's type (S78).
///
/// ```swift
/// if let selection = node.listSelection, let row = node.selectableRows.first {
///   _ = selection.select(row.tag)
/// }
/// ```
@_spi(Inspection)
@MainActor
public struct ListSelection {
  /// The type rows are selected by: `Scrum.ID`.
  public let valueType: Any.Type
  /// Whether several rows can be selected at once (a `Binding<Set<…>>`).
  public let allowsMultiple: Bool
  /// The values selected now.
  public let selected: () -> [AnyHashable]
  /// Selects `value` (a single selection is replaced, a set gains it); false, writing
  /// nothing, when `value` is not of ``valueType``.
  public let select: (AnyHashable) -> Bool
  /// Deselects `value` (a single selection becomes nil, a set loses it); false when `value`
  /// is not of ``valueType``.
  public let deselect: (AnyHashable) -> Bool
  /// Whether one row is always selected (`List(selection: Binding<Value>)`, macOS 13):
  /// such a selection is never deselected.
  public internal(set) var isRequired = false
}

/// A list, whatever its selection: how inspection reaches it.
@MainActor
protocol SelectableList {
  var erasedSelection: ListSelection? { get }
}

extension List: SelectableList {
  var erasedSelection: ListSelection? {
    if let single = selection {
      return ListSelection(
        valueType: SelectionValue.self, allowsMultiple: false,
        selected: { single.wrappedValue.map { [AnyHashable($0)] } ?? [] },
        select: { value in
          guard let typed = value.base as? SelectionValue else { return false }
          single.wrappedValue = typed
          return true
        },
        deselect: { value in
          guard let typed = value.base as? SelectionValue else { return false }
          if single.wrappedValue == typed { single.wrappedValue = nil }
          return true
        }, isRequired: selectionIsRequired)
    }
    if let multiple = multipleSelection {
      return ListSelection(
        valueType: SelectionValue.self, allowsMultiple: true,
        selected: { multiple.wrappedValue.map { AnyHashable($0) } },
        select: { value in
          guard let typed = value.base as? SelectionValue else { return false }
          multiple.wrappedValue.insert(typed)
          return true
        },
        deselect: { value in
          guard let typed = value.base as? SelectionValue else { return false }
          multiple.wrappedValue.remove(typed)
          return true
        })
    }
    return nil
  }
}

@_spi(Inspection)
extension Node {
  /// Whether this node is a `List`.
  public var isList: Bool { value is any SelectableList }

  /// The selection of this `List`, when it was given one.
  public var listSelection: ListSelection? { (value as? any SelectableList)?.erasedSelection }
}
