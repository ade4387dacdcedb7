import Testing
@_spi(Inspection) import ViewGraph

// Reading the values the root view holds as mounted.

extension Harness {
  /// The value of type `T` the root view holds as mounted: its installed `@State` or
  /// `@StateObject` storage, or a plain stored property. For an app (`ParentHarness(app:)`),
  /// the app's own value, else its window's root view's.
  ///
  /// Records an issue naming the type and listing what the root holds, and returns nil,
  /// when the root holds no such value or more than one.
  ///
  /// ```swift
  /// let store = harness.installed(SettingsStore.self)
  /// ```
  ///
  /// - Complexity: O(p) in the root view's stored properties.
  public func installed<T>(
    _ type: T.Type, sourceLocation: SourceLocation = #_sourceLocation
  ) -> T? {
    guard !refused("installed(\(T.self).self)", sourceLocation, duringUpdates: false) else { return nil }
    let lookup = singleHeld(
      T.self, asking: "installed(\(T.self).self)", sourceLocation, excluding: [.bindable, .observedObject],
      noneFix: { "ask for the type of a @State, @StateObject or stored property of \($0)." },
      manyFix: { _ in "ask a child view through find(_:) and its `view`, or give each value its own type." })
    switch lookup {
    case .failure(let failure):
      reportIssue(failure, of: self, sourceLocation: sourceLocation)
      return nil
    case .success((_, let held)):
      return held.value as? T
    }
  }

  /// The root view and its one held value of type `T`, or the failure saying why not:
  /// the harness shows no app view, or the root holds no such value, or several. An app
  /// is searched first, then its window's root view (``rootViewNodes``).
  func singleHeld<T>(
    _ type: T.Type, asking call: String, _ sourceLocation: SourceLocation,
    excluding excluded: Set<HeldValue.Kind> = [],
    noneFix: (String) -> String = { "name a type \($0) holds exactly once." },
    manyFix: (String) -> String = { "name a type \($0) holds exactly once." }
  ) -> Result<(Node, HeldValue), HarnessFailure> {
    operation(sourceLocation) {
      let roots = rootViewNodes
      guard !roots.isEmpty else { return .failure(noRootView(asking: call)) }
      for root in roots {
        let matches = heldValues(of: root).filter { $0.value is T && !excluded.contains($0.kind) }
        if matches.isEmpty { continue }
        guard matches.count == 1, let held = matches.first else {
          return .failure(
            HarnessFailure(
              headline: "\(call): \(root.typeName) holds \(matches.count) values of type \(T.self): "
                + matches.map(\.name).joined(separator: ", "),
              evidence: holdings(of: [root]), fix: manyFix(root.typeName)))
        }
        return .success((root, held))
      }
      // The root holds one, in a way the caller asked to leave out: say what and how.
      for root in roots {
        let skipped = heldValues(of: root).filter { $0.value is T && excluded.contains($0.kind) }
        guard let held = skipped.first else { continue }
        return .failure(
          HarnessFailure(
            headline: "\(call): \(root.typeName) holds no \(T.self) of its own; it borrows "
              + "\(describe(held.value)) through \(held.declaration) \(held.name)",
            evidence: holdings(of: [root]),
            fix: "a borrowed value belongs to the view that passed it: read it there, or read "
              + "`find(\(root.typeName).self)?.view.\(held.name)`."))
      }
      let names = roots.map(\.typeName)
      return .failure(
        HarnessFailure(
          headline: "\(call): \(names.joined(separator: " and ")) \(names.count == 1 ? "holds" : "hold") "
            + "no \(T.self)",
          evidence: holdings(of: roots), fix: noneFix(names.joined(separator: " or "))))
    }
  }

  /// `Screen holds:` and one line per stored property, for each of `nodes`.
  private func holdings(of nodes: [Node]) -> [String] {
    nodes.flatMap { node in ["\(node.typeName) holds:"] + node.properties.map { "  " + describe($0) } }
  }

  /// Every value a view holds itself (not read from the environment, not through a
  /// binding), with how it holds it.
  func heldValues(of node: Node) -> [HeldValue] {
    node.properties.compactMap(HeldValue.init)
  }
}
