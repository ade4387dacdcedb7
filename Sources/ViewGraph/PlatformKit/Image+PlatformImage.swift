// SwiftUI shows a UIImage or an NSImage as an Image. Nothing is decoded here: the Image is
// named after where the platform image came from (its asset or symbol name, `data(… bytes)`).
#if !canImport(UIKit)
  extension Image {
    /// An image showing a UIKit image.
    ///
    /// ```swift
    /// if let poster = loader.image { Image(uiImage: poster).resizable() }
    /// ```
    public init(uiImage: UIImage) { self.init(uiImage.description) }
  }
#endif

#if !canImport(AppKit)
  extension Image {
    /// An image showing an AppKit image.
    ///
    /// ```swift
    /// Image(nsImage: NSApp.applicationIconImage)
    /// ```
    public init(nsImage: NSImage) { self.init(nsImage.description) }
  }
#endif
