import Foundation

/// A button that opens the share sheet; its label is mounted (sharing is not modelled).
///
/// ```swift
/// ShareLink(item: article.url) { Label("Share", systemImage: "square.and.arrow.up") }
/// ```
public struct ShareLink<Label: View> {
  let label: Label

  public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
  public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension ShareLink where Label == ViewGraph.Label<Text, Image> {
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      ViewGraph.Label("Share", systemImage: "square.and.arrow.up")
    }
  }
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      ViewGraph.Label("Share", systemImage: "square.and.arrow.up")
    }
  }
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(item: item, subject: subject, message: message) {
      ViewGraph.Label(titleKey, systemImage: "square.and.arrow.up")
    }
  }
}

extension ShareLink: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension ShareLink: PrimitiveView {
  func visitChildren(_ visitor: inout ChildVisitor) { visitor.visit(label, key: .content) }
}
