import Observation

/// What a view that fetched from a context depends on: a counter every insert, delete,
/// property change, save and rollback moves, so `withObservationTracking` re-runs exactly the
/// bodies that fetched.
final class ContextChanges: Observable {
  private let registrar = ObservationRegistrar()
  private var generation = 0

  func access() { registrar.access(self, keyPath: \.generation) }

  func bump() { registrar.withMutation(of: self, keyPath: \.generation) { generation += 1 } }
}
