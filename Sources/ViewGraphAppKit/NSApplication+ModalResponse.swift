#if !canImport(AppKit)
  import Foundation

  extension NSApplication {
    /// How a modal panel or alert ended: the button the user chose.
    ///
    /// ```swift
    /// if panel.runModal() == .OK { open(panel.urls) }
    /// ```
    public struct ModalResponse: RawRepresentable, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public init(_ rawValue: Int) { self.rawValue = rawValue }

      /// The user chose the panel's OK button (Open, Save).
      public static let OK = ModalResponse(1)
      /// The user chose Cancel.
      public static let cancel = ModalResponse(0)
      public static let `continue` = ModalResponse(-1002)
      public static let stop = ModalResponse(-1000)
      public static let abort = ModalResponse(-1001)
    }
  }

  extension NSApplication.ModalResponse {
    /// An alert's first button.
    public static let alertFirstButtonReturn = NSApplication.ModalResponse(1000)
    public static let alertSecondButtonReturn = NSApplication.ModalResponse(1001)
    public static let alertThirdButtonReturn = NSApplication.ModalResponse(1002)
  }
#endif
