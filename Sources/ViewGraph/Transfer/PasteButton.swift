import Foundation

/// A button that pastes what the pasteboard holds as values of one transferable type.
///
/// ```swift
/// PasteButton(payloadType: String.self) { strings in notes += strings }
/// ```
public struct PasteButton: View {
  let destination: PasteDestination

  /// A button whose `onPaste` gets the pasted items as `payloadType` (S152).
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    destination = PasteDestination(payloadType) { values in
      onPaste(values)
      return true
    }
  }

  public var body: some View {
    Label("Paste", systemImage: "doc.on.clipboard").transfer(.paste(destination))
  }
}

/// A paste target: the type it asks for and what a paste runs (S152).
///
/// ```swift
/// try await node.pasteDestination?.paste(["Milk", "Eggs"])
/// ```
@_spi(Inspection)
@MainActor
public struct PasteDestination {
  /// The type the destination asks for.
  public let payloadType: any Transferable.Type
  let run: @MainActor ([any Transferable]) async throws -> Void

  /// Pastes `items`, as a paste command with them on the pasteboard: they become the payload
  /// type through their transfer representations, then the action runs with them. Throws,
  /// running nothing, when an item does not become the payload type.
  public func paste(_ items: [any Transferable]) async throws { try await run(items) }
}

extension PasteDestination {
  init<T: Transferable>(_ type: T.Type, action: @escaping ([T]) -> Bool) {
    payloadType = type
    run = { items in
      var values: [T] = []
      for item in items { values.append(try await TransferCoding.convert(item, to: T.self)) }
      _ = action(values)
    }
  }
}

extension View {
  /// Makes this view a paste target (macOS's Edit ▸ Paste): `action` gets the pasted items
  /// as `payloadType`, after `validator` keeps those it accepts.
  ///
  /// ```swift
  /// List(tags) { Text($0) }.pasteDestination(for: String.self) { tags += $0 }
  /// ```
  public func pasteDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping ([T]) -> Void,
    validator: @escaping ([T]) -> [T]? = { $0 }
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(
      .paste(
        PasteDestination(payloadType) { values in
          guard let accepted = validator(values) else { return false }
          action(accepted)
          return true
        }))
  }

  /// Makes this view copyable (macOS's Edit ▸ Copy): the command copies `payload`.
  ///
  /// ```swift
  /// List(selection: $selection) { … }.copyable(selectedNotes)
  /// ```
  public func copyable<T: Transferable>(
    _ payload: @autoclosure @escaping () -> [T]
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(.copy { payload() })
  }

  /// Makes this view cuttable (macOS's Edit ▸ Cut): `action` removes the items and returns
  /// them for the pasteboard.
  ///
  /// ```swift
  /// List(selection: $selection) { … }.cuttable(for: Note.self) { store.remove(selection) }
  /// ```
  public func cuttable<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping () -> [T]
  ) -> ModifiedContent<Self, _TransferModifier> {
    transfer(.cut { action() })
  }
}
