import Testing
@_spi(Inspection) import ViewGraph

// Reading the values the root view holds as mounted.

extension Harness {
  /// The value of type `T` the root view holds as mounted: its installed `@State` or
  /// `@StateObject` storage, or a plain stored property.
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
    let lookup = singleHeld(
      T.self, asking: "installed(\(T.self).self)", sourceLocation, excluding: [.bindable, .observedObject],
      noneFix: { "ask for the type of a @State, @StateObject or stored property of \($0)." },
      manyFix: { _ in "ask a child view through find(_:) and its `view`, or give each value its own type." })
    switch lookup {
    case .failure(let failure):
      reportIssue(failure, sourceLocation: sourceLocation)
      return nil
    case .success((_, let held)):
      return held.value as? T
    }
  }

  /// The root view and its one held value of type `T`, or the failure saying why not:
  /// the harness shows no app view, or the root holds no such value, or several.
  func singleHeld<T>(
    _ type: T.Type, asking call: String, _ sourceLocation: SourceLocation,
    excluding excluded: Set<HeldValue.Kind> = [],
    noneFix: (String) -> String = { "name a type \($0) holds exactly once." },
    manyFix: (String) -> String = { "name a type \($0) holds exactly once." }
  ) -> Result<(Node, HeldValue), HarnessFailure> {
    operation(sourceLocation) {
      guard let root = rootViewNode else { return .failure(noRootView(asking: call)) }
      let matches = heldValues(of: root).filter { $0.value is T && !excluded.contains($0.kind) }
      guard matches.count == 1, let held = matches.first else {
        return .failure(
          HarnessFailure(
            headline: matches.isEmpty
              ? "\(call): \(root.typeName) holds no \(T.self)"
              : "\(call): \(root.typeName) holds \(matches.count) values of type \(T.self): "
                + matches.map(\.name).joined(separator: ", "),
            evidence: ["\(root.typeName) holds:"] + root.properties.map { "  " + describe($0) },
            fix: matches.isEmpty ? noneFix(root.typeName) : manyFix(root.typeName)))
      }
      return .success((root, held))
    }
  }

  /// Every value a view holds itself (not read from the environment, not through a
  /// binding), with how it holds it.
  func heldValues(of node: Node) -> [HeldValue] {
    node.properties.compactMap { property in
      switch property.ownership {
      case .state(let value): HeldValue(name: property.name, value: value, kind: .state)
      case .stateObject(let object): HeldValue(name: property.name, value: object, kind: .stateObject)
      case .bindable(let object): HeldValue(name: property.name, value: object, kind: .bindable)
      case .observedObject(let object): HeldValue(name: property.name, value: object, kind: .observedObject)
      case .plain(let value): HeldValue(name: property.name, value: value, kind: .plain)
      case .binding, .environment: nil
      }
    }
  }
}
