#if !canImport(UIKit)
  import Foundation

  /// The pasteboard, as UIKit declares it: `general` is one in-memory pasteboard for the
  /// process (S182), so what one screen copies another reads, and a test reads what was
  /// copied. A test that needs it empty sets `items = []`.
  ///
  /// ```swift
  /// Button("Copy") { UIPasteboard.general.string = invite.code }
  /// ```
  open class UIPasteboard: NSObject, @unchecked Sendable {
    /// The system pasteboard: one per process.
    public class var general: UIPasteboard { shared }
    private static let shared = UIPasteboard()

    private let lock = NSLock()
    /// The items, newest write first replaced; each holds a string, a URL or an image.
    private var stored: [Value] = []
    private enum Value {
      case string(String)
      case url(URL)
      case image(UIImage)
    }

    private func read<T>(_ body: ([Value]) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(stored)
    }

    private func write(_ values: [Value]) {
      lock.lock()
      defer { lock.unlock() }
      stored = values
      changeCountValue += 1
    }

    private var changeCountValue = 0

    /// How many times the contents changed.
    public var changeCount: Int { read { _ in changeCountValue } }

    /// The first item's string (a URL item gives its absolute string); setting it replaces
    /// every item, and nil empties the pasteboard.
    public var string: String? {
      get { strings?.first }
      set { write(newValue.map { [.string($0)] } ?? []) }
    }

    public var strings: [String]? {
      get {
        let all = read { values in
          values.compactMap { value -> String? in
            switch value {
            case .string(let string): string
            case .url(let url): url.absoluteString
            case .image: nil
            }
          }
        }
        return all.isEmpty ? nil : all
      }
      set { write((newValue ?? []).map { .string($0) }) }
    }

    /// The first item's URL; setting it replaces every item, and nil empties the pasteboard.
    public var url: URL? {
      get { urls?.first }
      set { write(newValue.map { [.url($0)] } ?? []) }
    }

    public var urls: [URL]? {
      get {
        let all = read { values in
          values.compactMap { value -> URL? in
            if case .url(let url) = value { return url }
            return nil
          }
        }
        return all.isEmpty ? nil : all
      }
      set { write((newValue ?? []).map { .url($0) }) }
    }

    /// The first image item; setting it replaces every item, and nil empties the pasteboard.
    public var image: UIImage? {
      get { images?.first }
      set { write(newValue.map { [.image($0)] } ?? []) }
    }

    public var images: [UIImage]? {
      get {
        let all = read { values in
          values.compactMap { value -> UIImage? in
            if case .image(let image) = value { return image }
            return nil
          }
        }
        return all.isEmpty ? nil : all
      }
      set { write((newValue ?? []).map { .image($0) }) }
    }

    public var hasStrings: Bool { strings != nil }
    public var hasImages: Bool { images != nil }
    public var hasURLs: Bool { urls != nil }
    public var numberOfItems: Int { read { $0.count } }

    /// The items as type-to-value dictionaries (`public.utf8-plain-text`, `public.url`,
    /// `public.png`);
    /// setting it replaces them (`items = []` empties the pasteboard).
    public var items: [[String: Any]] {
      get {
        read { values in
          values.map { value -> [String: Any] in
            switch value {
            case .string(let string): ["public.utf8-plain-text": string]
            case .url(let url): ["public.url": url]
            case .image(let image): ["public.png": image.pngData() ?? Data()]
            }
          }
        }
      }
      set {
        write(
          newValue.compactMap { item -> Value? in
            if let url = item["public.url"] as? URL { return .url(url) }
            if let png = item["public.png"] as? Data, let image = UIImage(data: png) { return .image(image) }
            return (item["public.utf8-plain-text"] as? String).map { .string($0) }
          })
      }
    }
  }
#endif
