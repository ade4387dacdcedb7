import Foundation

extension Color: Transferable {
  /// A color moves as itself to a destination of the app that asks for a `Color`; the
  /// resolved components SwiftUI writes for other apps are not modelled, so exporting throws.
  public static var transferRepresentation: DataRepresentation<Color> {
    DataRepresentation(exportedContentType: .data) { color in
      throw TransferError("ViewGraph resolves no color, so \(color) has no data for other apps")
    }
  }
}
