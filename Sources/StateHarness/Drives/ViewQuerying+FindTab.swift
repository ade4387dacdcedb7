import Testing
@_spi(Inspection) import ViewGraph

extension ViewQuerying {
  /// The one mounted tab whose label shows `title` (a label without text: the name of its
  /// image).
  ///
  /// Records an issue listing the tabs mounted, and returns nil, when none or several are
  /// titled `title`.
  ///
  /// ```swift
  /// harness.find(tab: "Profile")?.select()
  /// ```
  ///
  /// - Complexity: O(n) in the mounted views.
  public func find(tab title: String, sourceLocation: SourceLocation = #_sourceLocation) -> TabProbe? {
    let scope = __queryScope
    let call = "find(tab: \"\(title)\")"
    return scope.run(call, sourceLocation, gone: nil) { root in
      let tabs = root.descendants.filter(TabProbe.isTab)
      let matching = tabs.filter { (TabProbe.title(of: $0) ?? TabProbe.imageName(of: $0)) == title }
      if matching.count == 1 {
        return TabProbe(node: matching[0], harness: scope.harness, sourceLocation: sourceLocation)
      }
      scope.report(
        matching.isEmpty
          ? HarnessFailure(
            headline: "\(scope.naming(call)): no tab titled \"\(title)\" is \(scope.searched)",
            evidence: [
              tabs.isEmpty
                ? "No TabView tab is \(scope.searched)."
                : "Tabs \(scope.searched): " + tabs.map(TabProbe.name(of:)).joined(separator: ", ")
            ],
            fix:
              "match the text the tab's label shows (.tabItem { Label(\"…\", systemImage: …) }, or Tab(\"…\"…))."
          )
          : HarnessFailure(
            headline:
              "\(scope.naming(call)): \(matching.count) tabs titled \"\(title)\" are \(scope.searched); find expects exactly one",
            evidence: ["Mounted at:"] + matching.map { "  " + readablePath(of: $0) },
            fix: "find the TabView that holds the one you mean and ask it."),
        sourceLocation)
      return nil
    }
  }
}
