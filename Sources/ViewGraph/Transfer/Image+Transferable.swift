import Foundation

extension Image: Transferable {
  /// An image exports as PNG where SwiftUI draws it; nothing is drawn here, so exporting
  /// throws, and a test shares or drags an `Image` value itself.
  public static var transferRepresentation: DataRepresentation<Image> {
    DataRepresentation(exportedContentType: .png) { image in
      throw TransferError("ViewGraph draws no image, so \(image) has no PNG data")
    }
  }
}
