/// Registers the view a `NavigationStack` pushes for values of one type.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View> {
  let build: (D) -> Destination
}

extension _NavigationDestinationModifier: PrimitiveModifier {
  func didEvaluate(in node: Node, isMount: Bool) {
    let build = build
    node.environment.navigationModel?.register(D.self) { AnyView(build($0)) }
  }
}

extension View {
  /// The view to push for values of `data` presented by `NavigationLink(value:)`.
  ///
  /// ```swift
  /// .navigationDestination(for: Book.self) { book in BookDetail(book: book) }
  /// ```
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _NavigationDestinationModifier<D, C>> {
    modifier(_NavigationDestinationModifier(build: destination))
  }

  /// Pushes `destination` while `isPresented` is true.
  ///
  /// ```swift
  /// .navigationDestination(isPresented: $showsDetail) { Detail() }
  /// ```
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V
  ) -> ModifiedContent<Self, _PresentationModifier<V>> {
    present(isPresented, nil, .navigationDestination, destination)
  }

  /// Pushes `destination` for `item` while it is non-nil; popping sets it to nil, and a new
  /// item is a new screen (S82).
  ///
  /// ```swift
  /// .navigationDestination(item: $selectedRecipe) { recipe in RecipeDetail(recipe: recipe) }
  /// ```
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> ModifiedContent<Self, _PresentationModifier<ModifiedContent<C, _IdentityModifier<D>>>> {
    present(item: item, id: { $0 }, nil, .navigationDestination, destination)
  }
}

// Conformance off the declaration, so nonisolated modifiers can make it (ViewModifier.swift).
extension _NavigationDestinationModifier: ViewModifier {}
