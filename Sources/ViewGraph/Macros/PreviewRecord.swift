/// A `#Preview` found in the running process: where it is written and how to build it.
///
/// Previews are discovered from records their expansion placed in the `swift5_tests`
/// section (the one Swift Testing reads its tests from, with ViewGraph's own kind), so no
/// app lists its previews by hand. Nothing runs at load time; ``all`` reads the sections on
/// first use (one pass over each loaded image's records, 32 bytes each) and keeps the result.
package struct PreviewRecord: Sendable {
  /// The preview's name, as written in `#Preview("Name")`.
  public let name: String?
  /// `Module/File.swift`.
  public let fileID: String
  public let line: Int
  public let column: Int
  let makeTraits: @MainActor @Sendable () -> [PreviewTrait<Preview.ViewTraits>]
  let makeContent: @MainActor @Sendable () -> [(label: String?, view: any View)]

  /// The module that declares the preview.
  public var moduleName: String { String(fileID.prefix { $0 != "/" }) }

  /// The preview's content, one view per `arguments:` element (a single one otherwise).
  @MainActor public func content() -> [(label: String?, view: any View)] { makeContent() }

  /// A description of each trait (`landscapeLeft`, `sizeThatFits`, `modifier(SampleStore)`).
  @MainActor public func traitNames() -> [String] {
    makeTraits().map { trait in
      switch trait.kind {
      case .layout(let layout): "\(layout)"
      case .orientation(let orientation): orientation.name
      case .modifier(let modifier): "modifier(\(type(of: modifier)))"
      }
    }
  }

  /// Every preview of every loaded module, in the order of their files and lines.
  public static var all: [PreviewRecord] { discovered }

  private static let discovered: [PreviewRecord] = PreviewSections.records().sorted {
    ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column)
  }
}
