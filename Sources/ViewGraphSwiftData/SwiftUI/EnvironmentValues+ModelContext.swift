import ViewGraph

extension EnvironmentValues {
  /// The context `@Query` fetches from and views insert into: the main context of the
  /// container `.modelContainer` placed above.
  ///
  /// Read with no container above, it gives a context of a new, empty container in memory,
  /// which keeps nothing between reads; a `@Query` there records SwiftUI's warning. (The
  /// getter itself cannot warn: writing `.environment(\.modelContext, context)` reads it
  /// first.)
  ///
  /// ```swift
  /// @Environment(\.modelContext) private var modelContext
  /// Button("Add") { modelContext.insert(Trip(name: "New")) }
  /// ```
  public var modelContext: ModelContext {
    get {
      self[ModelContextKey.self] ?? ModelContextKey.emptyContext()
    }
    set { self[ModelContextKey.self] = newValue }
  }

  /// The context placed above, if any, without a warning.
  var installedModelContext: ModelContext? { self[ModelContextKey.self] }
}

struct ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext? { nil }

  static let missingMessage =
    "Set a .modelContext in view's environment to use Query: no .modelContainer is above this view."

  static func emptyContext() -> ModelContext {
    // Making an in-memory container cannot fail here.
    ModelContext(
      try! ModelContainer(for: Schema([]), configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
  }
}
