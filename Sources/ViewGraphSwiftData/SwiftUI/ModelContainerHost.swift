import Foundation
import ViewGraph

/// What `.modelContainer(for:)` asks for: the container is made when the view first needs it.
struct ContainerRequest {
  var types: [any PersistentModel.Type]
  var inMemory: Bool
  var isAutosaveEnabled: Bool
  var isUndoEnabled: Bool
  var onSetup: (Result<ModelContainer, any Error>) -> Void

  @MainActor func make() -> ModelContainer? {
    do {
      let container = try ModelContainer(
        for: Schema(types), configurations: ModelConfiguration(isStoredInMemoryOnly: inMemory))
      container.mainContext.autosaveEnabled = isAutosaveEnabled
      if isUndoEnabled { container.mainContext.undoManager = UndoManager() }
      onSetup(.success(container))
      return container
    } catch {
      onSetup(.failure(error))
      return nil
    }
  }
}

/// Keeps the container `.modelContainer(for:)` made for one view identity.
final class ContainerHolder {
  var container: ModelContainer?
}

/// The view `.modelContainer` wraps its content in: a given container, or one it makes once
/// per identity, whose main context goes into the environment.
struct ModelContainerHost<Content: View> {
  enum Source {
    case container(ModelContainer)
    case types(ContainerRequest)
  }

  let content: Content
  let source: Source
  @State private var holder = ContainerHolder()

}

// The conformance sits in an extension so that making the wrapper stays nonisolated, as
// SwiftUI's modifiers are.
extension ModelContainerHost: View {
  var body: some View {
    content.environment(\.modelContext, context)
  }

  @MainActor private var context: ModelContext {
    switch source {
    case .container(let container):
      return container.mainContext
    case .types(let request):
      if holder.container == nil { holder.container = request.make() }
      return holder.container?.mainContext ?? ModelContextKey.emptyContext()
    }
  }
}

/// A view that makes and keeps the container of `.modelContainer(for:)`, once per identity,
/// for an inspection (the ownership map names it as the container's owner).
@_spi(Inspection)
public protocol ModelContainerOwning {
  /// The container made for this identity, nil until the view first rendered.
  @MainActor var ownedContainer: ModelContainer? { get }
  /// The model types the container is made for, as written (`[Trip, Sight]`).
  var modelTypeNames: [String] { get }
}

extension ModelContainerHost: ModelContainerOwning {
  @MainActor var ownedContainer: ModelContainer? { holder.container }

  var modelTypeNames: [String] {
    guard case .types(let request) = source else { return [] }
    return request.types.map { String(describing: $0) }
  }
}
