import Testing
@_spi(Inspection) import ViewGraph

// MARK: - Deep trees are not endless recursion

/// A thread of replies, each nesting the next: legitimately deep, and finite.
private struct ReplyThread: View {
  let depth: Int
  @State var isExpanded = true
  var body: some View {
    VStack {
      Text("reply \(depth)")
      if isExpanded && depth > 0 { ReplyThread(depth: depth - 1) }
    }
  }
}

private struct DeepThreadScreen: View {
  @State var depth = 1_000
  var body: some View {
    VStack {
      Button("Shorter") { depth -= 1 }
      ReplyThread(depth: depth)
    }
  }
}

@MainActor
@Suite("Deep trees are not endless recursion")
struct DeepTreeTests {
  @Test("A recursive view 1,000 levels deep mounts and re-renders")
  func deepRecursiveViewMounts() {
    let host = mount(DeepThreadScreen())
    #expect(host.nodes(ReplyThread.self).count == 1_001)
    host.tap("Shorter")
    #expect(host.nodes(ReplyThread.self).count == 1_000)
    #expect(host.texts.contains("reply 0"))
  }
}

extension DeepTreeTests {
  @Test("A host's maximumDepth below the endless-recursion check depth still applies")
  func smallMaximumDepthApplies() {
    var warnings: [RuntimeWarning] = []
    let host = mount(DeepThreadScreen(), warnings: &warnings)
    host.maximumDepth = 50
    warnings += collectWarnings(in: host) { host.tap("Shorter") }
    #expect(warnings.map(\.kind) == [.recursionLimit])
    #expect(warnings.first?.message.hasPrefix("Views nest 50 levels deep at ") == true)
  }
}

/// Recursion with a new input every level: never equal to its parent, still endless.
private struct CountingForever: View {
  let level: Int
  var body: some View { CountingForever(level: level + 1) }
}

extension DeepTreeTests {
  @Test("A recursion with a new input every level stops at the host's depth limit, no crash")
  func endlessWithChangingInput() {
    var warnings: [RuntimeWarning] = []
    let host = mount(CountingForever(level: 0), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.recursionLimit])
    #expect(
      warnings.first?.message
        == "Views nest 10000 levels deep at CountingForever, the host's limit; a body probably "
        + "contains its own view type without end, with a new input each time, or the tree is "
        + "finite and deeper than the limit (raise the host's maximumDepth). The subtree below "
        + "was not rendered.")
    // Released without unmount: deep trees come apart without chaining deinits.
    #expect(host.root.isMounted)
  }
}

extension DeepTreeTests {
  @Test("A finite thread 9,000 levels deep (three nodes a level) mounts, with no warning (S202)")
  func finiteDeepTreeMounts() {
    var warnings: [RuntimeWarning] = []
    let host = mount(ReplyThread(depth: 9_000), warnings: &warnings)
    #expect(warnings.map(\.message) == [])
    #expect(host.nodes(ReplyThread.self).count == 9_001)
    #expect(host.texts.contains("reply 0"))
  }
}
