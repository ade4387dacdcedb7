import Foundation

/// Where a view takes part in a transfer the system runs: a drag source, a drop target, a
/// paste target, a file importer, exporter or mover. There is no system here, so what each
/// holds is kept on its node for a test to drive (`Node.dropDestination`, `Node.fileImporter`).
public struct _TransferModifier {
  let role: TransferRole
}

/// What a transfer modifier offers or accepts.
enum TransferRole {
  case drag(@MainActor () -> any Transferable)
  case dragProvider(() -> NSItemProvider)
  case drop(DropDestination)
  case paste(PasteDestination)
  case copy(@MainActor () -> [any Transferable])
  case cut(@MainActor () -> [any Transferable])
  case fileImporter(FileImporterPresentation)
  case fileExporter(FileExporterPresentation)
  case fileMover(FileMoverPresentation)
}

/// The role of a transfer modifier at its last evaluation, kept on its node.
final class TransferRoleBox {
  var role: TransferRole
  init(_ role: TransferRole) { self.role = role }
}

extension _TransferModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    if let box = node.modifierState as? TransferRoleBox {
      box.role = role
    } else {
      node.modifierState = TransferRoleBox(role)
    }
  }
}

extension View {
  nonisolated func transfer(_ role: TransferRole) -> ModifiedContent<Self, _TransferModifier> {
    modifier(_TransferModifier(role: role))
  }
}

extension Node {
  var transferRole: TransferRole? { (modifierState as? TransferRoleBox)?.role }

  /// What this view offers when dragged (`.draggable(_:)`), made when the drag starts.
  @_spi(Inspection) public var dragPayload: (any Transferable)? {
    guard case .drag(let payload) = transferRole else { return nil }
    return payload()
  }

  /// The item provider this view offers when dragged (`.onDrag`), made when the drag starts.
  @_spi(Inspection) public var dragItemProvider: NSItemProvider? {
    guard case .dragProvider(let provider) = transferRole else { return nil }
    return provider()
  }

  /// The drop target this view is (`.dropDestination(for:action:isTargeted:)`), if any.
  @_spi(Inspection) public var dropDestination: DropDestination? {
    guard case .drop(let destination) = transferRole else { return nil }
    return destination
  }

  /// The paste target this view is (a `PasteButton`, `.pasteDestination(for:action:)`).
  @_spi(Inspection) public var pasteDestination: PasteDestination? {
    guard case .paste(let destination) = transferRole else { return nil }
    return destination
  }

  /// What a copy command copies here (`.copyable(_:)`), made when the command runs.
  @_spi(Inspection) public var copiedPayload: [any Transferable]? {
    guard case .copy(let payload) = transferRole else { return nil }
    return payload()
  }

  /// Runs this view's cut command (`.cuttable(for:action:)`): its action removes the items
  /// and returns them.
  @_spi(Inspection) public func cut() -> [any Transferable]? {
    guard case .cut(let action) = transferRole else { return nil }
    return action()
  }

  /// The file importer this view attaches (`.fileImporter`), presented or not.
  @_spi(Inspection) public var fileImporter: FileImporterPresentation? {
    guard case .fileImporter(let presentation) = transferRole else { return nil }
    return presentation
  }

  /// The file exporter this view attaches (`.fileExporter`), presented or not.
  @_spi(Inspection) public var fileExporter: FileExporterPresentation? {
    guard case .fileExporter(let presentation) = transferRole else { return nil }
    return presentation
  }

  /// The file mover this view attaches (`.fileMover`), presented or not.
  @_spi(Inspection) public var fileMover: FileMoverPresentation? {
    guard case .fileMover(let presentation) = transferRole else { return nil }
    return presentation
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _TransferModifier: ViewModifier {}
