/// State a family keeps once per host (which field has keyboard focus), made on first use
/// and freed with the host. The family declares its accessor beside its own type
/// (`extension ViewHost { var focus: FocusCoordinator { service() } }`), so the engine
/// names none of them.
@MainActor
protocol HostService: AnyObject {
  init()
}

extension ViewHost {
  /// This host's `S`, made on first use.
  func service<S: HostService>(_ type: S.Type = S.self) -> S {
    let key = ObjectIdentifier(S.self)
    if let existing = services[key] { return unsafeDowncast(existing, to: S.self) }
    let made = S()
    services[key] = made
    return made
  }
}
