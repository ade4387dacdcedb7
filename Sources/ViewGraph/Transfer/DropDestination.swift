import Foundation

/// A drop target: the payload type it asks for and what a drop runs (S150, S151).
///
/// ```swift
/// let accepted = try await node.dropDestination?.drop(["A note"])
/// ```
@_spi(Inspection)
@MainActor
public struct DropDestination {
  /// The type the destination asks for (`dropDestination(for: Note.self)`); nil for
  /// `onDrop(of:)`, which takes item providers.
  public let payloadType: (any Transferable.Type)?
  let run: @MainActor ([any Transferable], CGPoint) async throws -> Bool
  let isTargeted: (Bool) -> Void

  /// Drops `items` at `location`, as a drag ending over the view does: `isTargeted` turns
  /// true, the items become the payload type through their transfer representations, the
  /// action runs with them, and `isTargeted` turns false. Returns what the action returned;
  /// throws, running nothing but `isTargeted`, when an item does not become the payload type.
  @discardableResult
  public func drop(_ items: [any Transferable], at location: CGPoint = .zero) async throws -> Bool {
    isTargeted(true)
    defer { isTargeted(false) }
    return try await run(items, location)
  }

  /// A drag entering (`true`) or leaving (`false`) the view without dropping.
  public func hover(_ isInside: Bool) { isTargeted(isInside) }
}

extension DropDestination {
  init(
    payloadType: (any Transferable.Type)?, isTargeted: @escaping (Bool) -> Void,
    run: @escaping @MainActor ([any Transferable], CGPoint) async throws -> Bool
  ) {
    self.payloadType = payloadType
    self.isTargeted = isTargeted
    self.run = run
  }

  init<T: Transferable>(
    _ type: T.Type, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void
  ) {
    payloadType = type
    self.isTargeted = isTargeted
    run = { items, location in
      var values: [T] = []
      for item in items { values.append(try await TransferCoding.convert(item, to: T.self)) }
      return action(values, location)
    }
  }
}

extension View {
  /// Makes this view a drop target for items of `payloadType`: `action` gets the dropped
  /// items as that type and the drop location, and returns whether it took them (S150).
  ///
  /// ```swift
  /// Color.clear.dropDestination(for: String.self) { names, _ in
  ///   tags += names
  ///   return true
  /// } isTargeted: { isDropping = $0 }
  /// ```
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(.drop(DropDestination(payloadType, action: action, isTargeted: isTargeted)))
  }

  /// Lets a user drag this view, carrying `payload` (made when the drag starts).
  ///
  /// ```swift
  /// Text(tag.name).draggable(tag.name)
  /// ```
  public func draggable<T: Transferable>(
    _ payload: @autoclosure @escaping () -> T
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(.drag { payload() })
  }

  /// Lets a user drag this view, carrying `payload`; `preview` is what the drag shows (not
  /// drawn here).
  ///
  /// ```swift
  /// Row(photo).draggable(photo) { Thumbnail(photo) }
  /// ```
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(.drag { payload() })
  }
}
