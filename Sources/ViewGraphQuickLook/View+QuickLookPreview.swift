#if !canImport(QuickLook)
  import Foundation
  import ViewGraph

  extension View {
    /// Previews the file at `item`'s URL while it is non-nil; closing the preview sets it to nil
    /// (S409).
    ///
    /// ```swift
    /// List(files, id: \.self) { file in Button(file.lastPathComponent) { previewed = file } }
    ///   .quickLookPreview($previewed)
    /// ```
    public func quickLookPreview(_ item: Binding<URL?>) -> some View {
      background(QuickLookPreview(selection: item, items: []))
    }

    /// Previews `items`, starting at `selection`, while it is non-nil; moving through them writes
    /// `selection`, and closing the preview sets it to nil (S409).
    public func quickLookPreview<Items: RandomAccessCollection>(
      _ selection: Binding<Items.Element?>, in items: Items
    )
      -> some View
    where Items.Element == URL {
      background(QuickLookPreview(selection: selection, items: Array(items)))
    }
  }

  /// The preview a `quickLookPreview` modifier presents: found as a view, it shows what a user
  /// sees and plays what a user does (inspection SPI).
  @_spi(Inspection)
  public struct QuickLookPreview: View {
    let selection: Binding<URL?>
    /// The items a user moves through; empty when the modifier previews one.
    public let items: [URL]

    /// The file shown, nil when the preview is closed.
    @MainActor public var previewed: URL? { selection.wrappedValue }

    /// Plays the user closing the preview: the binding becomes nil.
    @MainActor public func dismiss() { selection.wrappedValue = nil }

    /// Plays the user swiping to `url`, one of the items.
    @MainActor public func show(_ url: URL) {
      guard items.contains(url) else { return }
      selection.wrappedValue = url
    }

    public var body: some View { EmptyView() }
  }
#endif
