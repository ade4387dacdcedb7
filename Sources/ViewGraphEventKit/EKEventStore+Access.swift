#if !canImport(EventKit)
  import Foundation
  import ViewGraph
  import ViewGraphFoundationGaps

  /// Asking the person for access (S389). The system asks once per type: a status already
  /// decided answers without asking, and an answer sets the status every store reports.
  /// `public`, where EventKit's are `open`: a Swift extension cannot declare overridable methods.
  extension EKEventStore {
    /// Asks for full access to events; `completion` hears the answer on a queue of the store's.
    public func requestFullAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
      reply(ask(EKAccessRequest(.event), in: "requestFullAccessToEvents(completion:)"), to: completion)
    }

    /// Asks for full access to events: whether the person allowed it.
    public func requestFullAccessToEvents() async throws -> Bool {
      await answer(ask(EKAccessRequest(.event), in: "requestFullAccessToEvents()"))
    }

    /// Asks for access to create events without reading any.
    public func requestWriteOnlyAccessToEvents(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
      reply(
        ask(EKAccessRequest(.event, writeOnly: true), in: "requestWriteOnlyAccessToEvents(completion:)"),
        to: completion)
    }

    /// Asks for access to create events without reading any: whether the person allowed it.
    public func requestWriteOnlyAccessToEvents() async throws -> Bool {
      await answer(ask(EKAccessRequest(.event, writeOnly: true), in: "requestWriteOnlyAccessToEvents()"))
    }

    /// Asks for full access to reminders; `completion` hears the answer on a queue of the store's.
    public func requestFullAccessToReminders(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
      reply(ask(EKAccessRequest(.reminder), in: "requestFullAccessToReminders(completion:)"), to: completion)
    }

    /// Asks for full access to reminders: whether the person allowed it.
    public func requestFullAccessToReminders() async throws -> Bool {
      await answer(ask(EKAccessRequest(.reminder), in: "requestFullAccessToReminders()"))
    }

    /// Asks for access to `entityType` items, as before iOS 17 and macOS 14: full access.
    @available(
      *, deprecated,
      message: "Use requestFullAccessToEvents, requestWriteOnlyAccessToEvents or requestFullAccessToReminders"
    )
    public func requestAccess(
      to entityType: EKEntityType, completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      reply(ask(EKAccessRequest(entityType), in: "requestAccess(to: .\(entityType))"), to: completion)
    }

    /// Asks for access to `entityType` items, as before iOS 17 and macOS 14: full access.
    @available(
      *, deprecated,
      message: "Use requestFullAccessToEvents, requestWriteOnlyAccessToEvents or requestFullAccessToReminders"
    )
    public func requestAccess(to entityType: EKEntityType) async throws -> Bool {
      await answer(ask(EKAccessRequest(entityType), in: "requestAccess(to: .\(entityType))"))
    }

    /// The answer to one request, decided on the caller's task: the device is the running
    /// test's, which the store's queue would not see. With nobody to answer, a warning.
    private func ask(_ request: EKAccessRequest, in call: String) -> (granted: Bool, warning: String?) {
      var outcome: (granted: Bool, warning: String?) = (false, nil)
      EKDevice.current.modify(inScope: scope) { device in
        let type = request.entityType
        switch device.status(for: type) {
        case .restricted, .denied: return
        case .fullAccess:
          outcome.granted = true
          return
        case .writeOnly where request.isWriteOnly:
          outcome.granted = true
          return
        case .notDetermined, .writeOnly:
          break
        }
        device.requests.append(request)
        switch device.answers[type] {
        case .allows:
          device.status[type] = request.isWriteOnly ? .writeOnly : .fullAccess
          outcome.granted = true
        case .denies:
          if device.status(for: type) == .notDetermined { device.status[type] = .denied }
        case nil:
          if device.status(for: type) == .notDetermined { device.status[type] = .denied }
          outcome.warning =
            "EKEventStore.\(call) asked the person for \(request), which no test answered; it is denied. "
            + "Fix: supply the answer with EKEventStore.supplied[.\(type)] (.allows or .denies), or the status "
            + "with EKEventStore.suppliedAuthorization."
        }
      }
      return outcome
    }

    private func reply(
      _ outcome: (granted: Bool, warning: String?),
      to completion: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      if let warning = outcome.warning { RuntimeWarning.raise(.notModelled, warning) }
      DispatchQueue.global().async { completion(outcome.granted, nil) }
    }

    private func answer(_ outcome: (granted: Bool, warning: String?)) async -> Bool {
      // Raised on the main actor, where a warning reaches the running test.
      if let warning = outcome.warning { await MainActor.run { RuntimeWarning.raise(.notModelled, warning) } }
      return outcome.granted
    }
  }
#endif
