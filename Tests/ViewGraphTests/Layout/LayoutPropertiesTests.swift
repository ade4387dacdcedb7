import Testing
@_spi(Inspection) import ViewGraph

/// A wrapping row, as a package declares it: a horizontal stack orientation, a cache of its own.
/// (`ViewGraph.Layout`: this test module declares a `Layout` of its own.)
private struct WrappingRow: ViewGraph.Layout {
  struct Cache { var count: Int }

  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  func makeCache(subviews: Subviews) -> Cache { Cache(count: subviews.count) }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {}
}

/// A layout that says nothing about itself.
private struct PlainLayout: ViewGraph.Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

private struct Tags: View {
  @State private var tags = ["swift"]
  var body: some View {
    WrappingRow {
      ForEach(tags, id: \.self) { Text($0) }
      Button("Add") { tags.append("ui") }
    }
  }
}

@MainActor
@Suite("S355: LayoutProperties") struct LayoutPropertiesTests {
  @Test("S355: a layout's own properties are the ones it declares")
  func declaredProperties() {
    #expect(WrappingRow.layoutProperties.stackOrientation == .horizontal)
  }

  @Test("S355: a layout that declares none has the default: no stack orientation")
  func defaultProperties() {
    #expect(PlainLayout.layoutProperties.stackOrientation == nil)
    #expect(LayoutProperties().stackOrientation == nil)
  }

  @Test("S355: a layout that declares its properties mounts its content, and its state works")
  func mountsContent() {
    let host = mount(Tags())
    host.tap("Add")
    #expect(host.shows("swift"))
    #expect(host.shows("ui"))
  }
}
