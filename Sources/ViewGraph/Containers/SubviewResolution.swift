/// Splits a view's content into its subviews, as SwiftUI resolves them for a custom
/// container: tuples, `if`/`switch` branches, optionals, groups, `ForEach` rows and a
/// section's content are flattened, and subviews another container passes on stay the
/// subviews they were; anything else (a stack, a view of the app's) is one subview. A `Group`'s modifiers apply to each of its members (S52); container values
/// are gathered from the modifiers around each subview (S165).
struct SubviewResolver {
  private var path: [AnyHashable] = []
  /// Container values written around the current position, outermost first.
  private var writes: [(inout ContainerValues) -> Void] = []
  /// Modifiers of enclosing groups, innermost first, to wrap each member in.
  private var wrappers: [(AnyView) -> AnyView] = []
  private(set) var subviews: [Subview] = []
  /// Collecting sections: a `Section` becomes one, other views its implicit neighbours'.
  private let collectsSections: Bool
  private(set) var sections: [SectionConfiguration] = []
  private var implicitSection: [Subview] = []

  private init(collectsSections: Bool) { self.collectsSections = collectsSections }

  static func subviews<V: View>(of view: V) -> SubviewsCollection {
    var resolver = SubviewResolver(collectsSections: false)
    resolver.add(view)
    return SubviewsCollection(subviews: resolver.subviews)
  }

  static func sections<V: View>(of view: V) -> [SectionConfiguration] {
    var resolver = SubviewResolver(collectsSections: true)
    resolver.add(view)
    resolver.closeImplicitSection()
    return resolver.sections
  }

  mutating func add<V: View>(_ view: V, at component: AnyHashable) {
    path.append(component)
    add(view)
    path.removeLast()
  }

  mutating func add<V: View>(_ view: V) {
    if collectsSections, let section = view as? any SectionSource {
      closeImplicitSection()
      sections.append(section.configuration(id: SectionConfiguration.ID(path: path), values: values()))
      return
    }
    if let source = view as? any SubviewSource {
      source.resolveSubviews(into: &self)
      return
    }
    addLeaf(view)
  }

  /// Adds `view` as one subview at `component` of the current path.
  mutating func addLeaf<V: View>(_ view: V, at component: AnyHashable) {
    path.append(component)
    addLeaf(view)
    path.removeLast()
  }

  /// Adds `view` as one subview, without looking through it.
  mutating func addLeaf<V: View>(_ view: V) {
    var values = values()
    (view as? any ContainerValueCarrier)?.writeContainerValues(into: &values)
    var erased = AnyView(view)
    for wrap in wrappers { erased = wrap(erased) }
    let subview = Subview(id: Subview.ID(path: path), containerValues: values, view: erased)
    if collectsSections { implicitSection.append(subview) } else { subviews.append(subview) }
  }

  /// Adds a subview another container resolved, passed on as content: it stays one
  /// subview, with its container values under the ones written around it here.
  mutating func addResolved(_ subview: Subview) {
    var values = subview.containerValues
    for write in writes { write(&values) }
    var erased = subview.view
    for wrap in wrappers { erased = wrap(erased) }
    let resolved = Subview(
      id: Subview.ID(path: path + subview.id.path), containerValues: values, view: erased)
    if collectsSections { implicitSection.append(resolved) } else { subviews.append(resolved) }
  }

  mutating func withContainerValues(
    _ write: @escaping (inout ContainerValues) -> Void, _ body: (inout Self) -> Void
  ) {
    writes.append(write)
    body(&self)
    writes.removeLast()
  }

  mutating func wrappingMembers(in wrap: @escaping (AnyView) -> AnyView, _ body: (inout Self) -> Void) {
    wrappers.insert(wrap, at: 0)
    body(&self)
    wrappers.removeFirst()
  }

  private func values() -> ContainerValues {
    var values = ContainerValues()
    for write in writes { write(&values) }
    return values
  }

  private mutating func closeImplicitSection() {
    guard !implicitSection.isEmpty else { return }
    let id = SectionConfiguration.ID(path: implicitSection[0].id.path + ["implicit"])
    sections.append(
      SectionConfiguration(
        id: id, header: SubviewsCollection(subviews: []),
        content: SubviewsCollection(subviews: implicitSection),
        footer: SubviewsCollection(subviews: []), containerValues: ContainerValues()))
    implicitSection = []
  }
}

/// An explicit id (a `ForEach` row's, or one set with `.id(_:)`) as a component of a
/// subview's path: marked, so that it can be told from a tuple position and given back as
/// the subview's explicit id.
struct ExplicitSubviewID: Hashable {
  let id: AnyHashable
}

/// A view that stands for several subviews (a tuple, a branch, a group, a `ForEach`).
protocol SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver)
}

/// A `Section`, which `ForEach(sections:)` reads as one section.
protocol SectionSource {
  func configuration(id: SectionConfiguration.ID, values: ContainerValues) -> SectionConfiguration
}

/// A modifier that writes container values (or traits, which are kept with them) for the
/// container its content is a subview of.
protocol ContainerValueWritingModifier {
  var writeContainerValues: (inout ContainerValues) -> Void { get }
}

/// `.id(_:)`: the subview it gives an id has that id as its explicit one.
protocol ExplicitIdentityModifier {
  var explicitID: AnyHashable { get }
}

/// A modified view that may carry container values inside, under other modifiers.
protocol ContainerValueCarrier {
  func writeContainerValues(into values: inout ContainerValues)
}

extension TupleView: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) { pack.resolveSubviews(into: &resolver) }
}

extension Subview: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) { resolver.addResolved(self) }
}

extension SubviewsCollection: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    for subview in subviews { resolver.addResolved(subview) }
  }
}

extension SubviewsCollectionSlice: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    for subview in subviews { resolver.addResolved(subview) }
  }
}

extension _ConditionalContent: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    switch storage {
    case .trueContent(let content): resolver.add(content, at: "branch0")
    case .falseContent(let content): resolver.add(content, at: "branch1")
    }
  }
}

extension Optional: SubviewSource where Wrapped: View {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    if let content = self { resolver.add(content, at: "branch0") }
  }
}

extension EmptyView: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) {}
}

extension Group: SubviewSource where Content: View {
  func resolveSubviews(into resolver: inout SubviewResolver) { resolver.add(content) }
}

extension ForEach: SubviewSource {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    for element in data {
      resolver.add(content(element), at: AnyHashable(ExplicitSubviewID(id: AnyHashable(id(element)))))
    }
  }
}

extension ModifiedContent: SubviewSource where Content: View, Modifier: ViewModifier {
  func resolveSubviews(into resolver: inout SubviewResolver) {
    if let write = modifier as? any ContainerValueWritingModifier {
      resolver.withContainerValues(write.writeContainerValues) { $0.add(content) }
    } else if content is any GroupOfMembers {
      // A group's modifiers apply to each of its members (S52).
      let modifier = modifier
      resolver.wrappingMembers(in: {
        AnyView(ModifiedContent<AnyView, Modifier>(content: $0, modifier: modifier))
      }) {
        $0.add(content)
      }
    } else if let identity = modifier as? any ExplicitIdentityModifier {
      resolver.addLeaf(self, at: AnyHashable(ExplicitSubviewID(id: identity.explicitID)))
    } else {
      resolver.addLeaf(self)
    }
  }
}

extension ModifiedContent: ContainerValueCarrier where Content: View, Modifier: ViewModifier {
  func writeContainerValues(into values: inout ContainerValues) {
    (content as? any ContainerValueCarrier)?.writeContainerValues(into: &values)
    (modifier as? any ContainerValueWritingModifier)?.writeContainerValues(&values)
  }
}
