import Testing
@_spi(Inspection) import ViewGraph

/// One `#Preview` of the process, as a test fixture: where it is written and a way to
/// mount it. A preview with `arguments:` mounts one view per argument, side by side;
/// ``perArgument()`` splits it into one fixture each.
///
/// ```swift
/// @MainActor @Test(arguments: Previews.all(in: "SettingsApp"))
/// func previewMounts(_ preview: PreviewFixture) {
///   let harness = ParentHarness(preview: preview)
///   #expect(harness.runtimeWarnings.isEmpty)
/// }
/// ```
public struct PreviewFixture: Sendable, CustomStringConvertible, CustomTestStringConvertible {
  let record: PreviewRecord
  /// Which argument's view, for a fixture from ``perArgument()``; nil mounts them all.
  let index: Int?
  /// The preview's name (`#Preview("Dark")`), nil for an unnamed one.
  public var name: String? { record.name }
  /// The argument this fixture previews, for a fixture from ``perArgument()``.
  public let argument: String?
  /// `Module/File.swift`.
  public var fileID: String { record.fileID }
  public var line: Int { record.line }
  /// The module that declares it.
  public var moduleName: String { record.moduleName }

  /// `"Big steps" (CounterScreen.swift:61)`, or `#Preview (CounterScreen.swift:57)`.
  public var description: String {
    let title = name.map { "\"\($0)\"" } ?? "#Preview"
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(title)\(argument.map { " [\($0)]" } ?? "") (\(file):\(line))"
  }

  public var testDescription: String { description }

  /// Its traits, as written (`sizeThatFits`, `landscapeLeft`, `modifier(SampleData)`).
  @MainActor public var traits: [String] { record.traitNames() }

  /// One fixture per argument of a `#Preview(arguments:)` (the fixture itself otherwise),
  /// labelled by each argument's description. Builds the preview to count them.
  @MainActor public func perArgument() -> [PreviewFixture] {
    let labels = record.content().map(\.label)
    guard labels.count > 1 || labels.first.flatMap({ $0 }) != nil else { return [self] }
    return labels.enumerated().map { PreviewFixture(record: record, index: $0, argument: $1) }
  }

  /// The preview's content, built now.
  @MainActor func makeContent() -> any View {
    let variants = record.content().map(\.view)
    if let index { return variants.indices.contains(index) ? variants[index] : EmptyView() }
    if variants.count == 1 { return variants[0] }
    return VStack { ForEach(variants.indices, id: \.self) { AnyView(variants[$0]) } }
  }
}

/// The previews compiled into the test process, found without listing them: each
/// `#Preview` registers itself where Swift Testing's own tests are registered.
public enum Previews {
  /// Every preview, or those of `module`, in file and line order.
  ///
  /// ```swift
  /// #expect(Previews.all(in: "SettingsApp").count == 3)
  /// ```
  ///
  /// - Complexity: the first call reads every loaded image's test-content records (32
  ///   bytes each) once; nothing runs when the process loads.
  public static func all(in module: String? = nil) -> [PreviewFixture] {
    PreviewRecord.all.filter { module == nil || $0.moduleName == module }.map {
      PreviewFixture(record: $0, index: nil, argument: nil)
    }
  }
}
