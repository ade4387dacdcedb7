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
  }

  /// The views, depth first.
  public let entries: [Entry]

  @MainActor
  init(root: Node) {
    var owners: [ObjectIdentifier: String] = [:]
    for node in root.descendants where node.isUserView {
      for property in node.properties {
        switch property.ownership {
        case .state(let value) where type(of: value) is AnyClass:
          owners[ObjectIdentifier(value as AnyObject)] = "\(node.typeName).\(property.name)"
        case .stateObject(let object):
          owners[ObjectIdentifier(object)] = "\(node.typeName).\(property.name)"
        default: break
        }
      }
    }
    var entries: [Entry] = []
    func walk(_ node: Node, depth: Int, owner: Int?) {
      if node.isUserView {
        let properties = node.properties.map { property in
          var line = describe(property)
          if let object = borrowedObject(property.ownership),
            let source = owners[ObjectIdentifier(object)]
          {
            line = line.replacingOccurrences(of: "(borrowed)", with: "(borrowed from \(source))")
          }
          return line
        }
        let index = entries.count
        entries.append(Entry(view: node.typeName, depth: depth, properties: properties, controls: []))
        for child in node.children { walk(child, depth: depth + 1, owner: index) }
        return
      }
      if let control = node.control, let owner {
        entries[owner].controls.append(describeControl(control, title: node.controlTitle))
      }
      for child in node.children { walk(child, depth: depth, owner: owner) }
    }
    walk(root, depth: 0, owner: nil)
    self.entries = entries
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

private func borrowedObject(_ ownership: PropertyOwnership) -> AnyObject? {
  switch ownership {
  case .bindable(let object), .observedObject(let object): object
  case .plain(let value) where type(of: value) is AnyClass: value as AnyObject
  default: nil
  }
}

@MainActor
private func describeControl(_ control: Control, title: String?) -> String {
  let name = "\(control.kind) \"\(title ?? "")\""
  if let isOn = control.isOn {
    return "\(name) -> \(isOn.sourceDescription) = \(isOn.wrappedValue)"
  }
  if let text = control.text {
    return "\(name) -> \(text.sourceDescription) = \(describe(text.wrappedValue))"
  }
  return "\(name) -> action"
}
