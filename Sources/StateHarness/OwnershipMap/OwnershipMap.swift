@_spi(Inspection) import ViewGraph

/// A readable tree of the mounted views of the app, each with its stored properties:
/// what it owns (`@State`, `@StateObject`), what it borrows and from where (`@Binding`,
/// `@Bindable`, `@ObservedObject`), what it reads from the environment, and its plain
/// `let`s. Objects are named by identity (`SettingsStore#1`), so "who owns this store?"
/// is answered by looking.
///
/// ```swift
/// print(harness.ownershipMap())
/// // SettingsScreen
/// //   @State store: SettingsStore#1  (owned)
/// //   ProfileSection
/// //     @Bindable store: SettingsStore#1  (borrowed from SettingsScreen.store)
/// ```
///
/// The same map draws as a diagram, ``mermaid`` or ``dot``, and can be narrowed first with
/// ``collapsingEmptyViews()``, ``limitingDepth(to:)`` and ``focused(on:)-(String)``.
public struct OwnershipMap: CustomStringConvertible, Sendable {
  /// One mounted view of the app.
  public struct Entry: Sendable {
    /// The view's type name.
    public let view: String
    /// How many app views enclose it.
    public let depth: Int
    /// Its stored properties, one line each.
    public let properties: [String]
    /// The controls it shows directly, with the binding or action they hold.
    public internal(set) var controls: [String]

    /// Its position in the map as built; filters keep it, so diagrams and links can name
    /// a view whatever was left out around it.
    let id: Int
    /// The `id` of the nearest enclosing view still in the map.
    let parent: Int?
    /// What each property holds, in the order of `properties`.
    let holdings: [Holding]
    /// What each control writes through, in the order of `controls`.
    var controlTargets: [Target?]
  }

  /// The views, depth first.
  public let entries: [Entry]

  /// How much of each value the map prints.
  ///
  /// ```swift
  /// print(harness.ownershipMap())                 // @State scrums: [DailyScrum] (3)  (owned)
  /// print(harness.ownershipMap(values: .full))    // @State scrums: [DailyScrum(id: 1, …), …]
  /// ```
  public enum ValueDetail: Sendable, Equatable {
    /// Each value in a few words: a long collection as its element type and count
    /// (`[DailyScrum] (3)`), a long struct as its first fields and `…`, a long string cut.
    /// No line of the map runs past 200 characters on any data.
    case summarised
    /// Each value whole, as Swift prints it.
    case full
  }

  /// What one stored property holds, in the terms a diagram draws.
  struct Holding: Sendable {
    enum Role: Sendable, Equatable {
      /// `@State`, `@StateObject`: drawn inside its view.
      case owned
      /// `@Binding`, `@Bindable`, `@ObservedObject`, a `let` holding an object: an edge
      /// to what it points at.
      case borrowed
      /// `@Environment`/`@EnvironmentObject`: a dashed edge from the view that set it.
      case environment(key: String, setter: Setter?)
      /// A `let` holding a value: nothing to draw.
      case plain
    }

    /// The property's position among its view's properties as built.
    let index: Int
    let role: Role
    /// `@State`, `@Binding`, `let`…
    let wrapper: String
    let name: String
    /// The value as the map prints it.
    let value: String
    /// The object the property holds, if it holds one.
    let object: ObjectIdentifier?
    let objectName: String?
    /// What a borrowed property points at.
    let target: Target?
  }

  /// The storage a borrow points at: a property some view owns, or an object nobody in
  /// the map owns (passed in by the test, say).
  enum Target: Hashable, Sendable {
    case owned(entry: Int, holding: Int)
    case object(ObjectIdentifier, name: String)
  }

  /// Who wrote the environment value a view reads.
  enum Setter: Hashable, Sendable {
    case view(Int)
    /// Set above every app view: by the harness or its root.
    case harness
  }

  init(entries: [Entry]) {
    self.entries = entries
  }

  /// The user's views under `root`, depth first, each with its depth and the entry of the
  /// view above it, and per entry the controls it shows (described, with the storage their
  /// binding reads).
  @MainActor
  private static func userViews(under root: Node, detail: ValueDetail) -> (
    visited: [(node: Node, depth: Int, parent: Int?)], controls: [Int: [(String, ObjectIdentifier?)]]
  ) {
    // Depth first, from an explicit stack: a deep tree must not use up the thread's stack.
    var visited: [(node: Node, depth: Int, parent: Int?)] = []
    var controls: [Int: [(String, ObjectIdentifier?)]] = [:]
    var stack: [(node: Node, depth: Int, owner: Int?)] = [(root, 0, nil)]
    while let (node, depth, owner) = stack.popLast() {
      var childDepth = depth
      var childOwner = owner
      if node.isUserView {
        childOwner = visited.count
        childDepth = depth + 1
        visited.append((node, depth, owner))
      } else if let control = node.control, let owner {
        controls[owner, default: []].append(
          (describeControl(control, of: node, detail: detail), control.binding?.sourceStorage))
      }
      stack += node.children.reversed().map { ($0, childDepth, childOwner) }
    }
    return (visited, controls)
  }

  /// Which property of which entry owns each storage and object, and the name of every
  /// object a property holds.
  @MainActor
  private static func owners(of properties: [[PropertyDescription]]) -> (
    owners: [ObjectIdentifier: Target], names: [ObjectIdentifier: String]
  ) {
    var owners: [ObjectIdentifier: Target] = [:]
    var names: [ObjectIdentifier: String] = [:]
    for (entry, list) in properties.enumerated() {
      for (index, property) in list.enumerated() {
        let object = heldObject(property.ownership)
        if let object { names[ObjectIdentifier(object)] = objectName(object) }
        guard isOwned(property.ownership) else { continue }
        let target = Target.owned(entry: entry, holding: index)
        if let storage = property.storage, owners[storage] == nil { owners[storage] = target }
        if let object, owners[ObjectIdentifier(object)] == nil { owners[ObjectIdentifier(object)] = target }
      }
    }
    return (owners, names)
  }

  @MainActor
  init(root: Node, values detail: ValueDetail = .summarised) {
    let (visited, controls) = Self.userViews(under: root, detail: detail)
    let entryOfNode = Dictionary(
      uniqueKeysWithValues: visited.enumerated().map { (ObjectIdentifier($1.node), $0) })
    // A view held in a stored property (`let content: Content`) is the view's children,
    // not its data: the tree already shows it.
    let properties = visited.map {
      ModelOwnership.keptProperties(of: $0.node) ?? $0.node.properties.filter { !isContent($0.ownership) }
    }
    let swiftData = ModelOwnership(
      views: visited.map(\.node), enclosingView: { visited[$0].parent.map { visited[$0].node } })
    let (owners, names) = Self.owners(of: properties)

    /// What a borrow of `storage` points at: its owner in the map, else the object itself.
    func borrowTarget(of storage: ObjectIdentifier) -> Target? {
      owners[storage] ?? names[storage].map { .object(storage, name: $0) }
    }

    func holding(_ property: PropertyDescription, at index: Int) -> Holding {
      let object = heldObject(property.ownership)
      let objectID = object.map(ObjectIdentifier.init)
      let (role, target) = Self.role(
        of: property, setter: Self.setter(of: property.environmentWriter, entryOfNode: entryOfNode),
        borrowTarget: borrowTarget(of:))
      return Holding(
        index: index, role: role, wrapper: wrapper(of: property.ownership), name: property.name,
        value: describeValue(property.ownership, detail: detail), object: objectID,
        objectName: object.map(objectName), target: target)
    }

    func line(_ property: PropertyDescription) -> String {
      Self.namingLender(
        in: swiftData.line(for: property) ?? describe(property, detail: detail), of: property, owners: owners
      ) { "\(visited[$0].node.typeName).\(properties[$0][$1].name)" }
    }

    entries = visited.enumerated().map { id, visit in
      let list = properties[id]
      let viewControls = controls[id] ?? []
      // Indented two spaces a level, properties two more: no summarised line is longer;
      // `.full` prints what it was asked for whole.
      let room = detail == .full ? Int.max / 2 : BoundedText.mapLineLimit - 2 * visit.depth - 2
      let lines = ModelOwnership.ownerLines(of: visit.node) ?? list.map(line)
      return Entry(
        view: BoundedText.line(
          ModelOwnership.viewName(of: visit.node) ?? visit.node.typeName, limit: room + 2),
        depth: visit.depth, properties: lines.map { BoundedText.line($0, limit: room) },
        controls: viewControls.map { BoundedText.line($0.0, limit: room) }, id: id, parent: visit.parent,
        holdings: list.enumerated().map { holding($1, at: $0) },
        controlTargets: viewControls.map { $0.1.flatMap(borrowTarget(of:)) })
    }
  }

  /// The view whose properties set an environment value `writer` wrote: the nearest app view
  /// at or above it, else the harness.
  @MainActor
  private static func setter(of writer: Node?, entryOfNode: [ObjectIdentifier: Int]) -> Setter? {
    var current = writer
    while let node = current {
      if let entry = entryOfNode[ObjectIdentifier(node)] { return .view(entry) }
      current = node.parent
    }
    return writer == nil ? nil : .harness
  }

  /// How a property holds its value, and what a borrow points at.
  @MainActor
  private static func role(
    of property: PropertyDescription, setter: @autoclosure () -> Setter?,
    borrowTarget: (ObjectIdentifier) -> Target?
  ) -> (Holding.Role, Target?) {
    switch property.ownership {
    case .state, .stateObject:
      (.owned, nil)
    case .environment(let key, _):
      (.environment(key: key, setter: setter()), nil)
    case .plain where heldObject(property.ownership) == nil:
      (.plain, nil)
    case .binding, .bindable, .observedObject, .plain:
      (.borrowed, property.storage.flatMap(borrowTarget))
    }
  }

  /// A `let` of an object some view owns is a borrow: the parent passes the owner's instance
  /// again with every struct, so the line names the owner's property as the lender.
  private static func namingLender(
    in line: String, of property: PropertyDescription, owners: [ObjectIdentifier: Target],
    source: (_ entry: Int, _ holding: Int) -> String
  ) -> String {
    guard let object = borrowedObject(property.ownership),
      case .owned(let entry, let index)? = owners[ObjectIdentifier(object)]
    else { return line }
    let lender = source(entry, index)
    return line.replacingOccurrences(of: "(borrowed)", with: "(borrowed from \(lender))")
      .replacingOccurrences(of: "(replaced by every parent re-render)", with: "(borrowed from \(lender))")
  }

  public var description: String {
    var lines: [String] = []
    for entry in entries {
      let indent = String(repeating: "  ", count: entry.depth)
      lines.append(indent + entry.view)
      lines += entry.properties.map { indent + "  " + $0 }
      lines += entry.controls.map { indent + "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}

private func isContent(_ ownership: PropertyOwnership) -> Bool {
  if case .plain(let value) = ownership { return value is any View }
  return false
}

private func isOwned(_ ownership: PropertyOwnership) -> Bool {
  switch ownership {
  case .state, .stateObject: true
  default: false
  }
}

/// The object a property holds, whatever its wrapper.
private func heldObject(_ ownership: PropertyOwnership) -> AnyObject? {
  switch ownership {
  case .stateObject(let object), .bindable(let object), .observedObject(let object): object
  case .state(let value), .plain(let value), .environment(_, let value?):
    type(of: value) is AnyClass ? value as AnyObject : nil
  case .binding, .environment: nil
  }
}

/// The object a property borrows: the text map says whose it is.
private func borrowedObject(_ ownership: PropertyOwnership) -> AnyObject? {
  switch ownership {
  case .bindable(let object), .observedObject(let object): object
  case .plain(let value) where type(of: value) is AnyClass: value as AnyObject
  default: nil
  }
}

private func wrapper(of ownership: PropertyOwnership) -> String {
  switch ownership {
  case .state: "@State"
  case .stateObject: "@StateObject"
  case .binding: "@Binding"
  case .bindable: "@Bindable"
  case .observedObject: "@ObservedObject"
  case .environment(let key, _): "@Environment(\(key))"
  case .plain: "let"
  }
}

private func describeValue(_ ownership: PropertyOwnership, detail: OwnershipMap.ValueDetail) -> String {
  switch ownership {
  case .state(let value), .binding(_, let value), .plain(let value): describe(value, detail: detail)
  case .stateObject(let object), .bindable(let object), .observedObject(let object): objectName(object)
  case .environment(_, let value): value.map { describe($0, detail: detail) } ?? "not installed"
  }
}

/// `Slider "Volume" -> Player.store.volume = 0.5`: a control, its title, and the binding it
/// writes with the value there; a link, where it opens; a button or a menu, the action it runs.
@MainActor
private func describeControl(
  _ control: Control, of node: Node, detail: OwnershipMap.ValueDetail
) -> String {
  let name = "\(control.kind) \"\(node.controlTitle ?? "")\""
  // Exhaustive on purpose: a new shape of control does not compile until it says what
  // its map line shows.
  switch control.interaction {
  case .tap(let tap):
    return tap.url.map { "\(name) -> opens \($0.absoluteString)" } ?? "\(name) -> action"
  case .submission:
    return "\(name) -> action(text)"
  case .share(let items):
    return "\(name) -> shares " + items.map { describe($0, detail: detail) }.joined(separator: ", ")
  case .days(let days, _):
    return
      "\(name) -> \(days.sourceDescription) = \(ControlKinds.MultiDatePicker.text(of: days.wrappedValue))"
  case .toggle, .text, .steps, .slider, .selection, .date, .color:
    // A stepper of actions writes no binding.
    guard let binding = control.binding else { return "\(name) -> action" }
    return "\(name) -> \(binding.sourceDescription) = \(describe(binding.currentValue, detail: detail))"
  }
}
