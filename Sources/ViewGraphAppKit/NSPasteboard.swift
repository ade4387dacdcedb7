#if !canImport(AppKit)
  import Foundation

  /// The pasteboard, as AppKit declares it: `general` is one in-memory pasteboard for the
  /// process (S182), so what one screen copies another reads, and a test reads what was
  /// copied. `clearContents()` empties it, as a test does first.
  ///
  /// ```swift
  /// NSPasteboard.general.clearContents()
  /// NSPasteboard.general.setString(commit.hash, forType: .string)
  /// ```
  open class NSPasteboard: NSObject, @unchecked Sendable {
    /// The kind of data an item holds, as a uniform type identifier.
    public struct PasteboardType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }

      public static let string = PasteboardType(rawValue: "public.utf8-plain-text")
      public static let URL = PasteboardType(rawValue: "public.url")
      public static let fileURL = PasteboardType(rawValue: "public.file-url")
      public static let html = PasteboardType(rawValue: "public.html")
      public static let rtf = PasteboardType(rawValue: "public.rtf")
      public static let png = PasteboardType(rawValue: "public.png")
      public static let tiff = PasteboardType(rawValue: "public.tiff")
      public static let pdf = PasteboardType(rawValue: "com.adobe.pdf")
    }

    /// The system pasteboard: one per process.
    public class var general: NSPasteboard { shared }
    private static let shared = NSPasteboard()

    private let lock = NSLock()
    private var contents: [PasteboardType: Data] = [:]
    private var order: [PasteboardType] = []
    private var count = 0

    private func locked<T>(_ body: () -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }

    /// How many times the pasteboard was cleared or declared.
    public var changeCount: Int { locked { count } }

    /// The types the pasteboard holds, in the order they were written; nil when empty.
    public var types: [PasteboardType]? { locked { order.isEmpty ? nil : order } }

    /// Empties the pasteboard; returns the new change count.
    @discardableResult
    public func clearContents() -> Int {
      locked {
        contents = [:]
        order = []
        count += 1
        return count
      }
    }

    /// Empties the pasteboard for new contents of `newTypes`; returns the new change count.
    @discardableResult
    public func declareTypes(_ newTypes: [PasteboardType], owner newOwner: Any?) -> Int { clearContents() }

    /// Writes `data` as `dataType`, replacing what that type held.
    @discardableResult
    public func setData(_ data: Data?, forType dataType: PasteboardType) -> Bool {
      locked {
        if let data {
          if contents.updateValue(data, forKey: dataType) == nil { order.append(dataType) }
        } else if contents.removeValue(forKey: dataType) != nil {
          order.removeAll { $0 == dataType }
        }
        return true
      }
    }

    /// Writes `string` as `dataType`, replacing what that type held.
    @discardableResult
    public func setString(_ string: String, forType dataType: PasteboardType) -> Bool {
      setData(Data(string.utf8), forType: dataType)
    }

    public func data(forType dataType: PasteboardType) -> Data? { locked { contents[dataType] } }

    public func string(forType dataType: PasteboardType) -> String? {
      data(forType: dataType).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The first of `types` the pasteboard holds.
    public func availableType(from types: [PasteboardType]) -> PasteboardType? {
      locked { types.first { contents[$0] != nil } }
    }
  }
#endif
