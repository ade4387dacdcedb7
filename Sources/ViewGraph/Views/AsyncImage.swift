import Foundation

/// An image loaded from a URL. ViewGraph loads nothing: it mounts the empty phase (the
/// placeholder), which is what a screen shows until the image arrives.
///
/// ```swift
/// AsyncImage(url: user.avatarURL) { image in image.resizable() } placeholder: { ProgressView() }
/// ```
public struct AsyncImage<Content: View> {
  let content: Content

  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    content = Image(url?.lastPathComponent ?? "")
  }

  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.content = ViewBuilder.buildEither(second: placeholder())
  }

  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }
}

extension AsyncImage: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension AsyncImage: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(content, key: .content) }
}

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase: Sendable {
  case empty
  case success(Image)
  case failure(any Error)

  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
