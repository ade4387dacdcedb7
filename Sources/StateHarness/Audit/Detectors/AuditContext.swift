@_spi(Inspection) import ViewGraph

/// What the detectors look at: the app's views after the audit re-evaluated each of them
/// once (as a parent re-render would), and the objects they held before that.
@MainActor
struct AuditContext {
  /// The mounted app views (not the runtime's primitives), in tree order.
  let views: [Node]
  /// For every app view, by identity, the objects it held without owning them before the
  /// re-evaluation: a model that changed across it was re-created by the view itself.
  let heldBefore: [String: [String: AnyObject]]
  /// The host, for its diagnostics (thrown-away initial values, the `@State` mode).
  let host: ViewHost

  /// Records what the views hold, then re-evaluates every one of them.
  init(reEvaluating host: ViewHost) {
    self.host = host
    heldBefore = Self.heldObjectsByIdentity(host.root.descendants.filter(\.isUserView))
    // A preview's body runs once in Xcode: a model it passes in is made once, not by
    // the view (S232). Every app view below is still re-evaluated.
    if (host.root.value as? any RootRunningOnce)?.runsOnce != true { host.invalidate(host.root) }
    for node in host.root.descendants where node.isUserView { host.invalidate(node) }
    host.update()
    views = host.root.descendants.filter(\.isUserView)
  }

  /// The app views above `node`, nearest first.
  func ancestors(of node: Node) -> [Node] {
    var result: [Node] = []
    var current = node.parent
    while let ancestor = current {
      if ancestor.isUserView { result.append(ancestor) }
      current = ancestor.parent
    }
    return result
  }

  /// `Screen.store` when an app view above `node` holds `object` in any stored property.
  func holderAbove(_ object: AnyObject, of node: Node) -> String? {
    for ancestor in ancestors(of: node) {
      for property in ancestor.properties {
        if let held = property.ownership.held, type(of: held) is AnyClass, (held as AnyObject) === object {
          return "\(ancestor.typeName).\(property.name)"
        }
      }
    }
    return nil
  }

  /// `Screen.scrums[2]` when an app view above `node` holds a value equal to `value`: in a
  /// property of its own (not through a binding to it, which would name the same storage
  /// twice), as an element or a field of one, or as a property of an object it holds.
  /// Values are compared by their stable dump, so any value compares, `Equatable` or not.
  ///
  /// - Complexity: O(s) in the size of the values the views above hold.
  func holderOfEqualValue(_ value: Any, above node: Node) -> String? {
    let wanted = type(of: value)
    let dump = stableDump(value)
    func matches(_ candidate: Any) -> Bool {
      type(of: candidate) == wanted && stableDump(candidate) == dump
    }
    for ancestor in ancestors(of: node) {
      for property in ancestor.properties {
        // A value read from the environment is not one a view above holds.
        if case .environment = property.ownership { continue }
        guard let held = property.ownership.held else { continue }
        let path = "\(ancestor.typeName).\(property.name)"
        if !(type(of: held) is AnyClass), matches(held) { return path }
        for (label, part) in parts(of: held) where matches(part) { return path + label }
      }
    }
    return nil
  }

  /// The elements of a collection (`[2]`) or the fields of a struct or object (`.title`),
  /// one level down; an `@Observable`'s tracked `_title` is named `title`.
  private func parts(of value: Any) -> [(String, Any)] {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection, .set:
      return mirror.children.enumerated().map { ("[\($0.offset)]", $0.element.value) }
    case .struct, .class:
      return mirror.children.compactMap { child in
        guard let label = child.label, !label.hasPrefix("_$") else { return nil }
        return ("." + (label.hasPrefix("_") ? String(label.dropFirst()) : label), child.value)
      }
    default:
      return []
    }
  }

  /// The app views with a property reading the environment entry `key`.
  func readers(of key: String) -> [Node] {
    views.filter { view in
      view.properties.contains {
        if case .environment(key, _) = $0.ownership { return true }
        return false
      }
    }
  }

  private static func heldObjectsByIdentity(_ views: [Node]) -> [String: [String: AnyObject]] {
    var result: [String: [String: AnyObject]] = [:]
    for node in views {
      for property in node.properties {
        switch property.ownership {
        case .bindable(let object), .observedObject(let object):
          result[node.identity, default: [:]][property.name] = object
        case .plain(let value) where type(of: value) is AnyClass:
          result[node.identity, default: [:]][property.name] = value as AnyObject
        default: break
        }
      }
    }
    return result
  }
}
