// UIKit and AppKit both declare text alignment and line breaking (NSText.h, NSParagraphStyle.h);
// their stand-ins are separate modules that `import SwiftUI` re-exports together, so the one
// declaration lives here, below both, where neither framework exists.
#if !canImport(UIKit) && !canImport(AppKit)
  /// How text lines up in its container.
  public enum NSTextAlignment: Int, Sendable {
    case left = 0, center, right, justified, natural
  }

  /// Where a line that does not fit breaks or is cut.
  public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
    case byTruncatingMiddle
  }
#endif
