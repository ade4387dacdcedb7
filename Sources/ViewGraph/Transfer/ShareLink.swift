import Foundation

/// A button that opens the share sheet for transferable items; its label is mounted and the
/// items are kept (the share sheet itself is the system's, not modelled).
///
/// ```swift
/// ShareLink(item: article.url) { Label("Share", systemImage: "square.and.arrow.up") }
/// ShareLink("Export", item: photo, preview: SharePreview(photo.caption, image: photo.image))
/// ```
public struct ShareLink<
  Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>
where Data.Element: Transferable {
  let items: Data
  let label: Label

  /// Shares `items`, each with the preview `preview` makes for it.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) {
    self.items = items
    self.label = label()
  }

  /// Shares `item` with `preview`.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
    @ViewBuilder label: () -> Label
  ) where Data == CollectionOfOne<I> {
    self.items = CollectionOfOne(item)
    self.label = label()
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
  /// Shares URLs.
  public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data.Element == URL {
    self.items = items
    self.label = label()
  }

  /// Shares strings.
  public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data.Element == String {
    self.items = items
    self.label = label()
  }

  /// Shares a URL.
  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<URL> {
    self.items = CollectionOfOne(item)
    self.label = label()
  }

  /// Shares a string.
  public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
  where Data == CollectionOfOne<String> {
    self.items = CollectionOfOne(item)
    self.label = label()
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// Shares `items` under the system's share label.
  public init(
    items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
  }

  /// Shares `items` under a label titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, subject: subject, message: message, preview: preview) {
      DefaultShareLinkLabel(Text(titleKey))
    }
  }

  /// Shares `items` under a label titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, subject: subject, message: message, preview: preview) {
      DefaultShareLinkLabel(Text(title))
    }
  }

  /// Shares `items` under a label titled with a text.
  public init(
    _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
    preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
  ) {
    self.init(items: items, subject: subject, message: message, preview: preview) {
      DefaultShareLinkLabel(title)
    }
  }

  /// Shares `item` with `preview` under the system's share label.
  public init<I: Transferable>(
    item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(item: item, subject: subject, message: message, preview: preview) { DefaultShareLinkLabel() }
  }

  /// Shares `item` with `preview` under a label titled with a localized key.
  public init<I: Transferable>(
    _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      DefaultShareLinkLabel(Text(titleKey))
    }
  }

  /// Shares `item` with `preview` under a label titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol, I: Transferable>(
    _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      DefaultShareLinkLabel(Text(title))
    }
  }

  /// Shares `item` with `preview` under a label titled with a text.
  public init<I: Transferable>(
    _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview<PreviewImage, PreviewIcon>
  ) where Data == CollectionOfOne<I> {
    self.init(item: item, subject: subject, message: message, preview: preview) {
      DefaultShareLinkLabel(title)
    }
  }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
  /// Shares URLs under the system's share label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == URL {
    self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
  }

  /// Shares strings under the system's share label.
  public init(items: Data, subject: Text? = nil, message: Text? = nil) where Data.Element == String {
    self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel() }
  }

  /// Shares a URL under the system's share label.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
  }

  /// Shares a string under the system's share label.
  public init(item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel() }
  }

  /// Shares a URL under a label titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
  }

  /// Shares a string under a label titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
  }

  /// Shares a URL under a label titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<URL> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
  }

  /// Shares a string under a label titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
  where Data == CollectionOfOne<String> {
    self.init(item: item, subject: subject, message: message) { DefaultShareLinkLabel(Text(title)) }
  }

  /// Shares URLs under a label titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element == URL {
    self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
  }

  /// Shares strings under a label titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil)
  where Data.Element == String {
    self.init(items: items, subject: subject, message: message) { DefaultShareLinkLabel(Text(titleKey)) }
  }
}

extension ShareLink: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ShareLink: PrimitiveView, ControlView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
  var control: Control? { Control(kind: .shareLink, title: nil, .share(sharedItems)) }
}

/// A view that offers items to share, whatever its generic parameters.
protocol SharingView {
  var sharedItems: [any Transferable] { get }
}

extension ShareLink: SharingView {
  /// What the link shares.
  @_spi(Inspection) public var sharedItems: [any Transferable] { items.map { $0 } }
}

extension Node {
  /// What this view shares, if it is a `ShareLink`: the items a tap offers the share sheet.
  @_spi(Inspection) public var sharedItems: [any Transferable]? { (value as? any SharingView)?.sharedItems }
}

/// The label a `ShareLink` shows when the app gives none: "Share" with the share symbol.
///
/// ```swift
/// ShareLink(item: url)   // Label == DefaultShareLinkLabel
/// ```
public struct DefaultShareLinkLabel: View {
  let title: Text

  nonisolated init(_ title: Text = Text("Share")) { self.title = title }

  public var body: some View {
    ViewGraph.Label {
      title
    } icon: {
      Image(systemName: "square.and.arrow.up")
    }
  }
}

/// What the share sheet shows for an item: a title, and an image or icon.
///
/// ```swift
/// SharePreview(photo.caption, image: photo.image)
/// ```
public struct SharePreview<Image: Transferable, Icon: Transferable> {
  let title: Text
  let image: Image?
  let icon: Icon?

  /// A preview titled with a localized key, showing `image` and `icon`.
  public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
    self.init(Text(titleKey), image: image, icon: icon)
  }

  /// A preview titled with a string, showing `image` and `icon`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
    self.init(Text(title), image: image, icon: icon)
  }

  /// A preview titled with a text, showing `image` and `icon`.
  public init(_ title: Text, image: Image, icon: Icon) {
    self.title = title
    self.image = image
    self.icon = icon
  }
}

extension SharePreview where Image == Never, Icon == Never {
  /// A preview with only a title.
  public init(_ titleKey: LocalizedStringKey) { self.init(Text(titleKey)) }
  /// A preview with only a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(Text(title)) }
  /// A preview with only a title.
  public init(_ title: Text) {
    self.title = title
    image = nil
    icon = nil
  }
}

extension SharePreview where Icon == Never {
  /// A preview with a title and an image.
  public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(Text(titleKey), image: image) }
  /// A preview with a title and an image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) { self.init(Text(title), image: image) }
  /// A preview with a title and an image.
  public init(_ title: Text, image: Image) {
    self.title = title
    self.image = image
    icon = nil
  }
}

extension SharePreview where Image == Never {
  /// A preview with a title and an icon.
  public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(Text(titleKey), icon: icon) }
  /// A preview with a title and an icon.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(Text(title), icon: icon) }
  /// A preview with a title and an icon.
  public init(_ title: Text, icon: Icon) {
    self.title = title
    image = nil
    self.icon = icon
  }
}
