import Testing
@_spi(Inspection) import ViewGraph

extension ContainerValues {
  @Entry var badge: String = ""
}

/// A counter, to see that each subview keeps its own state.
private struct Tally: View {
  let name: String
  @State var count = 0
  var body: some View {
    Button("\(name) \(count)") { count += 1 }
  }
}

/// A custom container that puts each subview's badge after it.
private struct Badged<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    VStack {
      ForEach(subviews: content) { subview in
        subview
        if !subview.containerValues.badge.isEmpty { Text("badge \(subview.containerValues.badge)") }
      }
      Group(subviews: content) { subviews in
        Text("count \(subviews.count)")
      }
    }
  }
}

private struct Board: View {
  @State var showsThird = false
  let names = ["x", "y"]
  var body: some View {
    Badged {
      Tally(name: "a").containerValue(\.badge, "new")
      Group {
        ForEach(names, id: \.self) { Tally(name: $0) }
      }
      .containerValue(\.badge, "list")
      if showsThird { Tally(name: "c") }
    }
  }
}

/// A container that passes its subviews, reversed, on to another container.
private struct Reversed<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    Group(subviews: content) { subviews in
      Badged { ForEach(subviews.reversed()) { $0 } }
    }
  }
}

private struct Stack: View {
  var body: some View {
    Reversed {
      Tally(name: "bottom").containerValue(\.badge, "first")
      Tally(name: "top")
    }
  }
}

/// A container of sections.
private struct Sectioned<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    ForEach(sections: content) { section in
      Text("section \(section.content.count) \(section.containerValues.badge)")
      section.header
      section.content
    }
  }
}

private struct Bookcase: View {
  var body: some View {
    Sectioned {
      Section("Books") {
        Tally(name: "dune")
        Tally(name: "emma")
      }
      .containerValue(\.badge, "shelf")
      Tally(name: "loose")
    }
  }
}

@MainActor
@Suite("S165: a custom container's subviews are its content's members")
struct CustomContainerTests {
  @Test("S165: each subview is mounted once with its own state, and its container values read back")
  func subviewsMountOnce() {
    let host = mount(Board())
    #expect(host.nodes(Tally.self).map { ($0.value as? Tally)?.name } == ["a", "x", "y"])
    #expect(host.shows("badge new"))
    #expect(host.texts.filter { $0 == "badge list" }.count == 2)
    #expect(host.shows("count 3"))
    host.tap("x 0")
    host.tap("x 1")
    host.tap("a 0")
    // A new member keeps the others' state: they are matched by their subview ids.
    host.perform { host.view(Board.self)?.showsThird = true }
    host.update()
    #expect(host.shows("count 4"))
    #expect(host.shows("x 2"))
    #expect(host.shows("a 1"))
    #expect(host.shows("c 0"))
  }

  @Test("S165: ForEach(sections:) reads each Section, with its container values, and the views outside one")
  func sectionsResolve() {
    let host = mount(Bookcase())
    #expect(host.shows("section 2 shelf"))
    #expect(host.shows("section 1 "))
    #expect(host.shows("Books"))
    host.tap("emma 0")
    #expect(host.shows("emma 1"))
    #expect(host.nodes(Tally.self).count == 3)
  }

  @Test("S165: subviews passed on to another container stay the same subviews, with their container values")
  func subviewsPassOn() {
    let host = mount(Stack())
    #expect(host.nodes(Tally.self).map { ($0.value as? Tally)?.name } == ["top", "bottom"])
    #expect(host.shows("badge first"))
    #expect(host.shows("count 2"))
    host.tap("bottom 0")
    #expect(host.shows("bottom 1"))
  }
}
