import Testing
@_spi(Inspection) import ViewGraph

/// A counter, to see that each child keeps its own state.
private struct ChildCounter: View {
  let name: String
  @State var count = 0
  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

/// Puts a divider between its content's children, as CodeEdit's `Divided` does.
private struct Divided<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    _VariadicView.Tree(DividedLayout()) { content }
  }

  struct DividedLayout: _VariadicView_MultiViewRoot {
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
      let last = children.last?.id
      ForEach(children) { child in
        child
        if child.id != last { Divider() }
      }
    }
  }
}

private struct Toolbox: View {
  @State var showsMiddle = false
  var body: some View {
    Divided {
      ChildCounter(name: "first")
      if showsMiddle { ChildCounter(name: "middle") }
      ChildCounter(name: "last")
    }
  }
}

/// Hands the children to a closure, as CodeEdit's `variadic(process:)` does.
private struct Helper<Result: View>: _VariadicView_UnaryViewRoot {
  var process: (_VariadicView.Children) -> Result
  func body(children: _VariadicView.Children) -> some View { process(children) }
}

extension View {
  fileprivate func variadic<R: View>(
    @ViewBuilder process: @escaping (_VariadicView.Children) -> R
  ) -> some View {
    _VariadicView.Tree(Helper(process: process)) { self }
  }
}

private struct Pair: _VariadicView_MultiViewRoot {
  func body(children: _VariadicView.Children) -> some View { children }
}

/// Neither unary nor multi: SwiftUI lists such a root's tree as its body's views.
private struct Plain: _VariadicView_ViewRoot {
  func body(children: _VariadicView.Children) -> some View { children }
}

/// An enclosing container reads a multi-view tree's views one by one, a unary one whole.
private struct Counted: View {
  var body: some View {
    Group(subviews: content) { subviews in Text("subviews \(subviews.count)") }
  }

  @ViewBuilder var content: some View {
    _VariadicView.Tree(Pair()) {
      Text("a")
      Text("b")
    }
    Group {
      Text("c")
      Text("d")
    }
    .variadic { children in VStack { children } }
    _VariadicView.Tree(Plain()) {
      Text("e")
      Text("f")
    }
  }
}

private struct PinnedKey: _ViewTraitKey {
  static let defaultValue = false
}

private struct Pins: View {
  let names = ["x", "y"]
  var body: some View {
    Group {
      ChildCounter(name: "a")._trait(PinnedKey.self, true).padding()
      ChildCounter(name: "b").id("bee")
      Group {
        ForEach(names, id: \.self) { ChildCounter(name: $0) }
      }
      ._trait(PinnedKey.self, true)
    }
    .variadic { children in
      ForEach(children) { child in
        child
        Text("\(child.id(as: String.self) ?? "-") pinned \(child[PinnedKey.self])")
      }
    }
  }
}

private struct Retagged: View {
  @State var tag = 1
  var body: some View {
    Divided {
      ChildCounter(name: "tagged").id(tag)
      ChildCounter(name: "plain")
    }
  }
}

@MainActor
@Suite("S190, S191: _VariadicView trees place their content's children, with their traits")
struct VariadicViewTests {
  @Test("S190: a root places each child once; a child keeps its state when a sibling is inserted")
  func rootPlacesChildren() {
    let host = mount(Toolbox())
    #expect(host.nodes(ChildCounter.self).map { ($0.value as? ChildCounter)?.name } == ["first", "last"])
    #expect(host.nodes(Divider.self).count == 1)
    host.tap("last 0")
    host.tap("first 0")
    host.perform { host.view(Toolbox.self)?.showsMiddle = true }
    host.update()
    #expect(
      host.nodes(ChildCounter.self).map { ($0.value as? ChildCounter)?.name } == ["first", "middle", "last"])
    #expect(host.nodes(Divider.self).count == 2)
    #expect(host.shows("first 1"))
    #expect(host.shows("middle 0"))
    #expect(host.shows("last 1"))
  }

  @Test(
    "S190: an enclosing container reads a unary root's tree as one subview, another root's views one by one")
  func multiAndUnaryRoots() {
    let host = mount(Counted())
    #expect(host.shows("subviews 5"))
  }

  @Test("S191: a root reads the traits written on each child, and its explicit id (.id, ForEach)")
  func rootReadsTraits() {
    let host = mount(Pins())
    #expect(host.shows("- pinned true"))
    #expect(host.shows("bee pinned false"))
    #expect(host.shows("x pinned true"))
    #expect(host.shows("y pinned true"))
    host.tap("y 0")
    #expect(host.shows("y 1"))
  }

  @Test("S191: a child given a new .id is a new child, with fresh state; its siblings keep theirs")
  func newExplicitIDIsNewChild() {
    let host = mount(Retagged())
    host.tap("tagged 0")
    host.tap("plain 0")
    host.perform { host.view(Retagged.self)?.tag = 2 }
    host.update()
    #expect(host.shows("tagged 0"))
    #expect(host.shows("plain 1"))
  }
}
