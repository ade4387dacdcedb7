@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphSwiftData

/// Every value the mounted views hold, written for comparison: each user view's `@State`
/// by view and property name, and each observed model (`@Observable` class or
/// `ObservableObject`) reachable from what the views hold, property by property. Two
/// snapshots, taken around an action, give its ``StateChange``s.
@MainActor
struct HeldStateSnapshot {
  /// Whose value: a mounted view's (by node) or a model's (by object).
  enum Owner: Hashable {
    case view(ObjectIdentifier)
    case model(ObjectIdentifier)
  }

  struct Key: Hashable {
    let owner: Owner
    let property: String
  }

  /// A view or model the snapshot read; kept alive so its identifier is not reused
  /// before the two snapshots are compared.
  struct Holder {
    let typeName: String
    let reference: AnyObject
    /// The node's identity path, for a view.
    let identity: String?
  }

  struct Value {
    let text: String
    let type: Any.Type
  }

  private(set) var order: [Key] = []
  private(set) var values: [Key: Value] = [:]
  private(set) var holders: [Owner: Holder] = [:]
  /// For each expected model change (by its index), what its key path reads on each model
  /// of its root type.
  private(set) var reads: [Int: [ObjectIdentifier: String]] = [:]

  init(root: Node, expecting expected: [ExpectedChange]) {
    var models = ObservedModels()
    recordViews(under: root, collecting: &models)
    recordModels(&models)
    recordReads(of: expected, on: models)
  }

  /// Records each user view's held state, and collects the models it reaches.
  private mutating func recordViews(under root: Node, collecting models: inout ObservedModels) {
    for node in root.descendants where node.isUserView {
      let owner = Owner.view(ObjectIdentifier(node))
      holders[owner] = Holder(typeName: node.typeName, reference: node, identity: readablePath(of: node))
      for property in node.properties {
        switch property.ownership {
        case .state(let value):
          record(owner, property.name, value)
          models.collect(value, depth: 0)
        case .stateObject(let object), .bindable(let object), .observedObject(let object):
          models.collect(object, depth: 0)
        case .plain(let value as any QueryResultInspecting):
          // A @Query's result is state the view holds: an insert or a delete it fetches
          // is a change of the view, its models' properties changes of theirs.
          let fetched = value.fetchedModels
          record(owner, property.name, fetched.map { objectName($0 as AnyObject) })
          for model in fetched { models.collect(model, depth: 0) }
        case .plain(let value), .environment(_, let value?):
          models.collect(value, depth: 0)
        case .binding, .environment:
          break
        }
      }
    }
  }

  /// Records each model's properties; models found in them join the list, so this reaches
  /// them too.
  private mutating func recordModels(_ models: inout ObservedModels) {
    var next = 0
    while next < models.found.count {
      let object = models.found[next]
      next += 1
      let owner = Owner.model(ObjectIdentifier(object))
      holders[owner] = Holder(typeName: shortName(type(of: object)), reference: object, identity: nil)
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        for child in current.children {
          // A @Model's bookkeeping (`_persistence`) is the stand-in's, not the app's.
          guard let label = child.label, !label.hasPrefix("_$"), !(child.value is __ModelPersistence)
          else { continue }
          let value = publishedValue(child.value) ?? child.value
          record(owner, label.hasPrefix("_") ? String(label.dropFirst()) : label, value)
          models.collect(value, depth: 0)
        }
        mirror = current.superclassMirror
      }
    }
  }

  /// Records what each expected model change's key path reads on each model of its root type.
  private mutating func recordReads(of expected: [ExpectedChange], on models: ObservedModels) {
    for (index, change) in expected.enumerated() {
      guard case .model(_, _, _, let read) = change.target else { continue }
      for object in models.found {
        if let value = read(object) {
          reads[index, default: [:]][ObjectIdentifier(object)] = stableDump(value)
        }
      }
    }
  }

  private mutating func record(_ owner: Owner, _ property: String, _ value: Any) {
    let key = Key(owner: owner, property: property)
    if values[key] == nil { order.append(key) }
    values[key] = Value(text: stableDump(value), type: type(of: value))
  }

  /// The `@State` names the mounted views called `typeName` hold.
  func stateNames(ofView typeName: String) -> [String] {
    var names: [String] = []
    for key in order {
      guard case .view = key.owner, holders[key.owner]?.typeName == typeName,
        !names.contains(key.property)
      else { continue }
      names.append(key.property)
    }
    return names
  }

  /// The models of the type called `typeName`, in the order they were reached.
  func models(named typeName: String) -> [ObjectIdentifier] {
    var objects: [ObjectIdentifier] = []
    for key in order {
      guard case .model(let id) = key.owner, holders[key.owner]?.typeName == typeName,
        !objects.contains(id)
      else { continue }
      objects.append(id)
    }
    return objects
  }
}

/// Whether the harness compares `object` property by property: an `@Observable` class or
/// an `ObservableObject`.
private func isObservedModel(_ object: AnyObject) -> Bool {
  object is any Observable || object is any ObservableObject
}

/// The value inside a `@Published` property's storage (ViewGraph's on Linux, Combine's
/// elsewhere), found by the names both give it; nil for any other value.
private func publishedValue(_ field: Any) -> Any? {
  guard String(describing: type(of: field)).hasPrefix("Published<") else { return nil }
  var level: [Any] = [field]
  for _ in 0..<4 {
    var deeper: [Any] = []
    for value in level {
      for child in Mirror(reflecting: value).children {
        if child.label == "value" || child.label == "currentValue" { return child.value }
        deeper.append(child.value)
      }
    }
    level = deeper
  }
  return nil
}

extension HeldStateSnapshot {
  /// One changed value with what matching it against the expected changes needs.
  struct Difference {
    let key: Key
    let ownerType: String
    let isView: Bool
    let before: Value?
    let after: Value?
    let change: StateChange
  }

  /// What differs from `before` to `after`: first the values `before` held, in order, then
  /// those only `after` holds. A model reachable as several instances is named with its
  /// number (`Item#2.title`); a view type mounted several times, with its identity.
  static func differences(from before: Self, to after: Self) -> [Difference] {
    let keys = before.order + after.order.filter { before.values[$0] == nil }
    var instances: [String: Set<Owner>] = [:]
    for (owner, holder) in before.holders.merging(after.holders, uniquingKeysWith: { $1 }) {
      instances[holder.typeName, default: []].insert(owner)
    }
    return keys.compactMap { key in
      let old = before.values[key]
      let new = after.values[key]
      guard old?.text != new?.text,
        let holder = after.holders[key.owner] ?? before.holders[key.owner]
      else { return nil }
      let isShared = (instances[holder.typeName]?.count ?? 0) > 1
      var isView = false
      if case .view = key.owner { isView = true }
      let ownerName = isShared && !isView ? objectName(holder.reference) : holder.typeName
      return Difference(
        key: key, ownerType: holder.typeName, isView: isView, before: old, after: new,
        change: StateChange(
          path: "\(ownerName).\(key.property)", identity: isShared && isView ? holder.identity : nil,
          before: old?.text, after: new?.text))
    }
  }
}

/// The observable models a snapshot reaches from views' state, each once, in the order found.
private struct ObservedModels {
  var found: [AnyObject] = []
  var seen: Set<ObjectIdentifier> = []

  /// Adds the observed models `value` is or holds, up to four levels of stored properties deep.
  mutating func collect(_ value: Any, depth: Int) {
    guard depth < 4 else { return }
    if type(of: value) is AnyClass {
      let object = value as AnyObject
      guard isObservedModel(object), seen.insert(ObjectIdentifier(object)).inserted else { return }
      found.append(object)
      return
    }
    for child in Mirror(reflecting: value).children { collect(child.value, depth: depth + 1) }
  }
}
