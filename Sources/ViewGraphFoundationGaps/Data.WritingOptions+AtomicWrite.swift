import Foundation

// Apple's Foundation names the atomic write option both `.atomic` and `.atomicWrite` (the
// Objective-C name); swift-corelibs-foundation has only `.atomic`.
#if !canImport(Darwin)
  extension Data.WritingOptions {
    /// Writes to a temporary file, then renames it into place: the same option as `.atomic`.
    ///
    /// ```swift
    /// try data.write(to: url, options: .atomicWrite)
    /// ```
    public static var atomicWrite: Data.WritingOptions { .atomic }
  }
#endif
