import Foundation

#if !canImport(Darwin)
  extension LocalizedStringResource {
    /// Where a ``LocalizedStringResource`` finds its tables: the main bundle, a class's
    /// bundle, or the bundle at a URL.
    ///
    /// ```swift
    /// LocalizedStringResource("Done", bundle: .forClass(SettingsModel.self))
    /// ```
    public enum BundleDescription: Sendable {
      /// The app's main bundle.
      case main
      /// The bundle that holds a class.
      case forClass(AnyClass)
      /// The bundle at a file URL.
      case atURL(URL)

      /// The main bundle for nil, as `String(localized:)` reads its `bundle` argument.
      init(_ bundle: Bundle?) { self = bundle.map { .atURL($0.bundleURL) } ?? .main }

      var resolved: Bundle {
        switch self {
        case .main: return .main
        case .forClass(let type): return Bundle(for: type)
        case .atURL(let url): return Bundle(url: url) ?? .main
        }
      }

      /// What the bundle description names, for the resource's equality and hash.
      var identity: String {
        switch self {
        case .main: return "main"
        case .forClass(let type): return "class:" + String(reflecting: type)
        case .atURL(let url): return "url:" + url.absoluteString
        }
      }
    }
  }
#endif
