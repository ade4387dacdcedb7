import Foundation

/// A view that makes its views from a collection, as `ForEach` does: its edit actions
/// (`onDelete`, `onMove`) can be set on it, or on a modified one, as SwiftUI declares them.
///
/// ```swift
/// List {
///   ForEach(items) { Text($0.title) }
///     .tint(.red)
///     .onDelete { items.remove(atOffsets: $0) }   // on ModifiedContent<ForEach<…>, …>
/// }
/// ```
public protocol DynamicViewContent<Data>: View {
  /// The type of the collection the views come from.
  associatedtype Data: Collection

  /// The collection the views come from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
  /// The modified content's collection.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// Sets the action that deletes rows of the underlying `ForEach` (S314): a list's swipe or
  /// edit mode calls it with the offsets deleted.
  ///
  /// ```swift
  /// ForEach(items) { Text($0.title) }.tint(.red).onDelete { items.remove(atOffsets: $0) }
  /// ```
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    EditActionCarrierChange.replacing(in: self) { $0.replacingDeleteAction(action) }
  }

  /// Sets the action that moves rows of the underlying `ForEach` (S314).
  ///
  /// ```swift
  /// ForEach(items) { Text($0.title) }.tint(.red).onMove { items.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    EditActionCarrierChange.replacing(in: self) { $0.replacingMoveAction(action) }
  }
}

/// A view that holds a `ForEach`'s edit actions, or wraps one that does: the `ForEach`
/// itself, or a `ModifiedContent` around it.
protocol EditActionCarrier {
  func replacingDeleteAction(_ action: ((IndexSet) -> Void)?) -> Self
  func replacingMoveAction(_ action: ((IndexSet, Int) -> Void)?) -> Self
}

enum EditActionCarrierChange {
  /// `view` with its rows' actions replaced by `change`; a `DynamicViewContent` of an app's
  /// own, which holds no `ForEach`, is returned unchanged, since no list can edit its rows.
  static func replacing<V>(in view: V, _ change: (any EditActionCarrier) -> any EditActionCarrier) -> V {
    guard let rows = view as? any EditActionCarrier, let changed = change(rows) as? V else { return view }
    return changed
  }
}

extension ForEach: EditActionCarrier {
  func replacingDeleteAction(_ action: ((IndexSet) -> Void)?) -> ForEach { onDelete(perform: action) }
  func replacingMoveAction(_ action: ((IndexSet, Int) -> Void)?) -> ForEach { onMove(perform: action) }
}

extension ModifiedContent: EditActionCarrier {
  func replacingDeleteAction(_ action: ((IndexSet) -> Void)?) -> ModifiedContent {
    replacingContent { $0.replacingDeleteAction(action) }
  }
  func replacingMoveAction(_ action: ((IndexSet, Int) -> Void)?) -> ModifiedContent {
    replacingContent { $0.replacingMoveAction(action) }
  }
  private func replacingContent(_ change: (any EditActionCarrier) -> any EditActionCarrier) -> ModifiedContent
  {
    var copy = self
    copy.content = EditActionCarrierChange.replacing(in: content, change)
    return copy
  }
}
