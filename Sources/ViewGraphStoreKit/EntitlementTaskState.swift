#if !canImport(StoreKit)
  /// The state of an entitlement task: what `currentEntitlementTask(for:priority:action:)`
  /// and `subscriptionStatusTask(for:priority:action:)` hand their action (S341).
  ///
  /// ```swift
  /// @State private var state: EntitlementTaskState<VerificationResult<Transaction>?> = .loading
  /// Text(state.transaction == nil ? "Free" : "Pro")
  ///   .currentEntitlementTask(for: "pro") { state = $0 }
  /// ```
  public enum EntitlementTaskState<Value> {
    /// The task is loading the entitlement in the background.
    case loading
    /// The task failed to load the entitlement, with an error.
    case failure(any Error)
    /// The task successfully loaded the entitlement.
    case success(Value)

    /// The entitlement if the task succeeded; nil while loading or after a failure.
    public var value: Value? {
      if case .success(let value) = self { return value }
      return nil
    }

    /// A new state, mapping the entitlement value if successful.
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> EntitlementTaskState<
      NewValue
    > {
      switch self {
      case .loading: .loading
      case .failure(let error): .failure(error)
      case .success(let value): .success(try transform(value))
      }
    }

    /// A new state, mapping the entitlement value if successful, asynchronously.
    public func map<NewValue>(_ transform: (Value) async throws -> NewValue) async rethrows
      -> EntitlementTaskState<NewValue>
    {
      switch self {
      case .loading: .loading
      case .failure(let error): .failure(error)
      case .success(let value): .success(try await transform(value))
      }
    }

    /// A new state, replacing a successful one with the state `transform` gives.
    public func flatMap<NewValue>(_ transform: (Value) throws -> EntitlementTaskState<NewValue>) rethrows
      -> EntitlementTaskState<NewValue>
    {
      switch self {
      case .loading: .loading
      case .failure(let error): .failure(error)
      case .success(let value): try transform(value)
      }
    }

    /// A new state, replacing a successful one with the state `transform` gives, asynchronously.
    public func flatMap<NewValue>(_ transform: (Value) async throws -> EntitlementTaskState<NewValue>)
      async rethrows -> EntitlementTaskState<NewValue>
    {
      switch self {
      case .loading: .loading
      case .failure(let error): .failure(error)
      case .success(let value): try await transform(value)
      }
    }
  }

  extension EntitlementTaskState: Sendable where Value: Sendable {}

  extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The transaction if the task succeeded and the user is entitled; nil while loading,
    /// after a failure, or when the user is not entitled.
    public var transaction: VerificationResult<Transaction>? { value ?? nil }
  }
#endif
