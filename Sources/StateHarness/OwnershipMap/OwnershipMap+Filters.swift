extension OwnershipMap {
  /// The map without the views that hold nothing: no property, no control, and no
  /// environment value they set for a reader. Their children move up to the nearest view
  /// that is kept. Layout wrappers and pass-through views stop crowding big screens.
  ///
  /// ```swift
  /// print(harness.ownershipMap().collapsingEmptyViews().mermaid)
  /// ```
  public func collapsingEmptyViews() -> OwnershipMap {
    let setters = Set(entries.flatMap { $0.holdings.compactMap(\.setterView) })
    return keeping { entry in
      entry.properties.isEmpty && entry.controls.isEmpty && !setters.contains(entry.id)
        ? nil : (entry.holdings.map(\.index), Array(entry.controls.indices))
    }
  }

  /// The map down to `maximumDepth` levels of views below its top (the top is level 0).
  /// Borrows and environment edges into the views left out are dropped with them.
  ///
  /// ```swift
  /// print(harness.ownershipMap().limitingDepth(to: 2).dot)
  /// ```
  ///
  /// - Parameter maximumDepth: The deepest level kept; 0 keeps only the top views.
  public func limitingDepth(to maximumDepth: Int) -> OwnershipMap {
    keeping { entry in
      entry.depth > maximumDepth ? nil : (entry.holdings.map(\.index), Array(entry.controls.indices))
    }
  }

  /// Only what touches one object: the view that owns it, every property that borrows
  /// it, binds into it or reads it from the environment, the controls that write to it,
  /// the views that set it in the environment, and the views that enclose them. Answers
  /// "who touches `SettingsStore#1`?" on a big screen.
  ///
  /// ```swift
  /// print(harness.ownershipMap().focused(on: "SettingsStore#1"))
  /// ```
  ///
  /// - Parameter objectName: The object's name as the map prints it (`SettingsStore#1`).
  /// - Returns: The narrowed map; empty when no view touches such an object.
  public func focused(on objectName: String) -> OwnershipMap {
    focused { _, name in name == objectName }
  }

  /// Only what touches `object`: see ``focused(on:)-(String)``.
  ///
  /// ```swift
  /// let store = harness.installed(SettingsStore.self)!
  /// print(harness.ownershipMap().focused(on: store).mermaid)
  /// ```
  ///
  /// - Parameter object: The instance to follow through the map.
  /// - Returns: The narrowed map; empty when no view touches `object`.
  public func focused(on object: AnyObject) -> OwnershipMap {
    let id = ObjectIdentifier(object)
    return focused { object, _ in object == id }
  }

  /// Keeps what touches the object `isFocus` accepts, given its identity and its name.
  private func focused(_ isFocus: (ObjectIdentifier?, String?) -> Bool) -> OwnershipMap {
    let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
    func touches(_ target: Target?) -> Bool {
      switch target {
      case .owned(let entry, let index)?:
        byID[entry]?.holdings.first { $0.index == index }.map { isFocus($0.object, $0.objectName) } ?? false
      case .object(let id, let name)?:
        isFocus(id, name)
      case nil: false
      }
    }
    func touches(_ holding: Holding) -> Bool {
      isFocus(holding.object, holding.objectName) || touches(holding.target)
    }

    var kept: [Int: ([Int], [Int])] = [:]
    var enclosing: Set<Int> = []
    for entry in entries {
      let holdings = entry.holdings.filter(touches)
      let controls = entry.controlTargets.indices.filter { touches(entry.controlTargets[$0]) }
      guard !holdings.isEmpty || !controls.isEmpty else { continue }
      kept[entry.id] = (holdings.map(\.index), controls)
      for case .environment(_, .view(let setter)?) in holdings.map(\.role) { enclosing.insert(setter) }
    }
    // The views on the way down to what was kept, so the tree still reads from the top.
    var pending = Array(kept.keys) + Array(enclosing)
    while let id = pending.popLast() {
      guard let parent = byID[id]?.parent, !enclosing.contains(parent) else { continue }
      enclosing.insert(parent)
      pending.append(parent)
    }
    return keeping { entry in kept[entry.id] ?? (enclosing.contains(entry.id) ? ([], []) : nil) }
  }

  /// A map of the entries `selection` keeps, each with the properties and controls at the
  /// indices it returns. Depths and parents are recomputed from the views that stay.
  private func keeping(_ selection: (Entry) -> (holdings: [Int], controls: [Int])?) -> OwnershipMap {
    let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
    var keptDepth: [Int: Int] = [:]
    var result: [Entry] = []
    for entry in entries {
      guard let (holdingIndices, controlIndices) = selection(entry) else { continue }
      var parent = entry.parent
      while let id = parent, keptDepth[id] == nil { parent = byID[id]?.parent }
      let depth = parent.map { keptDepth[$0]! + 1 } ?? 0
      keptDepth[entry.id] = depth
      let positions = holdingIndices.compactMap { index in entry.holdings.firstIndex { $0.index == index } }
      result.append(
        Entry(
          view: entry.view, depth: depth, properties: positions.map { entry.properties[$0] },
          controls: controlIndices.map { entry.controls[$0] }, id: entry.id, parent: parent,
          holdings: positions.map { entry.holdings[$0] },
          controlTargets: controlIndices.map { entry.controlTargets[$0] }))
    }
    return OwnershipMap(entries: result)
  }
}

extension OwnershipMap.Holding {
  /// The view that set the environment value this property reads, if a view did.
  var setterView: Int? {
    if case .environment(_, .view(let id)?) = role { return id }
    return nil
  }

}
