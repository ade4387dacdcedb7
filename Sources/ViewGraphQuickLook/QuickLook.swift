// `import QuickLook` in a mirror on Linux (`-module-alias QuickLook=ViewGraphQuickLook`): the
// previews of files an app shows — SwiftUI's `quickLookPreview(_:)` modifiers and UIKit's
// `QLPreviewController` with its data source (S409). Nothing is rendered: the presented item is
// kept, and a test dismisses the preview or moves through its items as a user would. On Apple
// platforms this module is QuickLook itself.
#if canImport(QuickLook)
  @_exported import QuickLook
#endif
#if !canImport(QuickLook)
  // QuickLook's umbrella imports Foundation and UIKit.
  @_exported import Foundation
  @_exported import ViewGraphFoundationGaps
  @_exported import ViewGraphUIKit
#endif
