#if !canImport(CoreTransferable)
  import Foundation

  // Concrete representation types, not `some`: inferring an opaque type here would need the
  // conformance it is declaring.

  extension String: Transferable {
    /// Plain text, UTF-8.
    public static var transferRepresentation: DataRepresentation<String> {
      DataRepresentation(contentType: .plainText) {
        Data($0.utf8)
      } importing: {
        String(decoding: $0, as: UTF8.self)
      }
    }
  }

  extension Data: Transferable {
    /// The bytes themselves.
    public static var transferRepresentation: DataRepresentation<Data> {
      DataRepresentation(contentType: .data) {
        $0
      } importing: {
        $0
      }
    }
  }

  extension URL: Transferable {
    /// The URL's absolute string.
    public static var transferRepresentation: DataRepresentation<URL> {
      DataRepresentation(contentType: .url) {
        Data($0.absoluteString.utf8)
      } importing: { data in
        guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
          throw TransferError("not a URL: \(String(decoding: data, as: UTF8.self))")
        }
        return url
      }
    }
  }

  extension AttributedString: Transferable {
    /// Its characters, as plain text.
    public static var transferRepresentation: DataRepresentation<AttributedString> {
      DataRepresentation(contentType: .plainText) {
        Data(String($0.characters).utf8)
      } importing: {
        AttributedString(String(decoding: $0, as: UTF8.self))
      }
    }
  }
#endif
