import Testing
@_spi(Inspection) import ViewGraph

private final class ListedOwner {}

/// Every kind of field a view may store: a wrapper, a `let`, a closure, a metatype, an
/// optional, and (read through a mirror) `weak` and `unowned` references.
private struct Holder: View {
  let title: String
  let action: () -> Void
  let kind: Any.Type = Int.self
  let owner: ListedOwner
  @State var count = 0
  var body: some View { Text("\(title) \(count)") }
}

private struct WeakHolder: View {
  let title: String
  weak var owner: ListedOwner?
  unowned(unsafe) var keeper: ListedOwner
  var body: some View { Text(title) }
}

/// What `Mirror` lists for `value`: the names and values the layout must give.
private func mirrored(_ value: Any) -> [(String, Any)] {
  Mirror(reflecting: value).children.map { child in
    (child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?", child.value)
  }
}

@MainActor
@Suite("A node's properties, read field by field as a mirror lists them")
struct PropertyLayoutTests {
  @Test("A struct's fields are listed in order, with the values a mirror shows")
  func fieldsAsAMirrorListsThem() throws {
    let owner = ListedOwner()
    let host = mount(Holder(title: "a", action: {}, owner: owner))
    let node = try #require(host.root.descendants.first { $0.value is Holder })
    let properties = node.properties
    #expect(properties.map(\.name) == ["title", "action", "kind", "owner", "count"])
    #expect(properties.map(\.name) == mirrored(node.value).map(\.0))
    #expect(properties[0].ownership.held as? String == "a")
    #expect(properties[2].ownership.held as? Any.Type == Int.self)
    #expect(properties[3].storage == ObjectIdentifier(owner))
    #expect(properties[4].ownership.isOwned)
    // Listed again from the layout kept in the type's record: the same.
    #expect(node.properties.map(\.name) == properties.map(\.name))
  }

  @Test("A struct with weak or unowned fields is listed through a mirror, and so is right")
  func weakFieldsThroughAMirror() throws {
    let owner = ListedOwner()
    let host = mount(WeakHolder(title: "w", owner: owner, keeper: owner))
    let node = try #require(host.root.descendants.first { $0.value is WeakHolder })
    #expect(node.properties.map(\.name) == ["title", "owner", "keeper"])
    #expect(node.properties.map(\.name) == mirrored(node.value).map(\.0))
    #expect(node.properties[0].ownership.held as? String == "w")
    #expect(node.properties[2].storage == ObjectIdentifier(owner))
    withExtendedLifetime(owner) {}
  }
}
