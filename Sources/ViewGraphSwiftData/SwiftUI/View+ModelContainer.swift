import ViewGraph

extension View {
  /// Places a container's main context in the environment of this view and its descendants.
  ///
  /// ```swift
  /// TripList().modelContainer(container)
  /// ```
  ///
  /// - Parameter container: The container whose main context the views use.
  /// - Returns: The view with the container's context in its environment.
  nonisolated public func modelContainer(_ container: ModelContainer) -> some View {
    ModelContainerInstaller(content: self, container: container)
  }

  /// Makes a container for model types, once per view identity, and places its main context
  /// in the environment.
  ///
  /// ```swift
  /// TripList().modelContainer(for: Trip.self, inMemory: true)
  /// ```
  ///
  /// - Parameters:
  ///   - modelType: The model type the container stores.
  ///   - inMemory: Whether the store starts empty with each container.
  ///   - isAutosaveEnabled: Whether the main context autosaves.
  ///   - isUndoEnabled: Whether the main context gets an undo manager.
  ///   - onSetup: Called with the container, or the error making it threw.
  /// - Returns: The view with the container's context in its environment.
  nonisolated public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
  }

  /// Makes a container for model types, once per view identity, and places its main context
  /// in the environment.
  ///
  /// - Parameters:
  ///   - modelTypes: The model types the container stores.
  ///   - inMemory: Whether the store starts empty with each container.
  ///   - isAutosaveEnabled: Whether the main context autosaves.
  ///   - isUndoEnabled: Whether the main context gets an undo manager.
  ///   - onSetup: Called with the container, or the error making it threw.
  /// - Returns: The view with the container's context in its environment.
  nonisolated public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    ModelContainerHost(
      content: self,
      source: .types(
        ContainerRequest(
          types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
          isUndoEnabled: isUndoEnabled, onSetup: onSetup)))
  }

  /// Places a model context in the environment of this view and its descendants.
  ///
  /// - Parameter modelContext: The context the views use.
  /// - Returns: The view with the context in its environment.
  nonisolated public func modelContext(_ modelContext: ModelContext) -> some View {
    nonisolated(unsafe) let modelContext = modelContext
    return environment(\.modelContext, modelContext)
  }
}

extension Scene {
  /// Places a container's main context in the environment of every window of this scene.
  ///
  /// - Parameter container: The container whose main context the windows use.
  /// - Returns: The scene with the container's context in its windows' environment.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    modifyingWindows { AnyView(ModelContainerHost(content: $0, source: .container(container))) }
  }

  /// Makes a container for model types and places its main context in the environment of
  /// every window of this scene.
  ///
  /// ```swift
  /// WindowGroup { ContentView() }.modelContainer(for: Trip.self)
  /// ```
  ///
  /// - Parameters:
  ///   - modelType: The model type the container stores.
  ///   - inMemory: Whether the store starts empty with each container.
  ///   - isAutosaveEnabled: Whether the main context autosaves.
  ///   - isUndoEnabled: Whether the main context gets an undo manager.
  ///   - onSetup: Called with the container, or the error making it threw.
  /// - Returns: The scene with the container's context in its windows' environment.
  public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
  }

  /// Makes a container for model types and places its main context in the environment of
  /// every window of this scene.
  ///
  /// - Parameters:
  ///   - modelTypes: The model types the container stores.
  ///   - inMemory: Whether the store starts empty with each container.
  ///   - isAutosaveEnabled: Whether the main context autosaves.
  ///   - isUndoEnabled: Whether the main context gets an undo manager.
  ///   - onSetup: Called with the container, or the error making it threw.
  /// - Returns: The scene with the container's context in its windows' environment.
  public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
    isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    let request = ContainerRequest(
      types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled,
      onSetup: onSetup)
    nonisolated(unsafe) let unsafeRequest = request
    return modifyingWindows { AnyView(ModelContainerHost(content: $0, source: .types(unsafeRequest))) }
  }

  /// Places a model context in the environment of every window of this scene.
  ///
  /// - Parameter modelContext: The context the windows use.
  /// - Returns: The scene with the context in its windows' environment.
  public func modelContext(_ modelContext: ModelContext) -> some Scene {
    nonisolated(unsafe) let modelContext = modelContext
    return environment(\.modelContext, modelContext)
  }
}
