import ViewGraph

/// What `.modelContainer(_:)` makes of a view: the container given, kept in a stored
/// property so that an inspection sees which container each render installed (a container
/// made in a `body` is a new one every render, and the ownership audit says so).
struct ModelContainerInstaller<Content: View> {
  let content: Content
  let container: ModelContainer
}

// The conformance sits in an extension so that making the wrapper stays nonisolated, as
// SwiftUI's modifiers are.
extension ModelContainerInstaller: View {
  var body: some View {
    content.environment(\.modelContext, container.mainContext)
  }
}

/// A view that installs a model container it was given, for an inspection to tell it from
/// the app's views.
@_spi(Inspection)
public protocol ModelContainerInstalling {
  /// The container whose main context the view places in the environment.
  var installedContainer: ModelContainer { get }
}

extension ModelContainerInstaller: ModelContainerInstalling {
  var installedContainer: ModelContainer { container }
}
