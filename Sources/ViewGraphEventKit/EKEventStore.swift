#if !canImport(EventKit)
  import Foundation
  import ViewGraph
  import ViewGraphFoundationGaps

  /// What `enumerateEvents(matching:using:)` calls with each event; set the flag to stop.
  public typealias EKEventSearchCallback = (EKEvent, UnsafeMutablePointer<ObjCBool>) -> Void

  /// The app's way into the person's calendars and reminders, as EventKit declares it. Here
  /// the calendar database is the running test's own device (S353): what the person allowed
  /// and answers, and the calendars and items already there, are what a test supplied
  /// (`supplied`, `suppliedAuthorization`, `deviceStore()`, inspection SPI) (S389).
  /// Reading needs full access; saving an event needs full or write-only access; a save,
  /// removal or commit writes to the device, where every store's later fetch sees it, and
  /// posts `.EKEventStoreChanged` (S390).
  ///
  /// ```swift
  /// let store = EKEventStore()
  /// guard try await store.requestFullAccessToEvents() else { return }
  /// let start = Calendar.current.startOfDay(for: .now)
  /// let today = store.predicateForEvents(withStart: start, end: start.addingTimeInterval(86_400), calendars: nil)
  /// events = store.events(matching: today)
  /// ```
  open class EKEventStore: NSObject, @unchecked Sendable {
    /// Whether this is the device's own store (the Calendar and Reminders apps), which reads
    /// and writes whatever the app was allowed.
    let isDevice: Bool
    /// The test the store was made in: its device is that test's, also in work the app starts
    /// outside the test's tasks (a reload on `.EKEventStoreChanged`).
    let scope = currentTestScope()
    private let lock = NSLock()
    /// One object per calendar, as a store hands them out.
    private var calendarObjects: [String: EKCalendar] = [:]
    /// Changes saved without committing, written by `commit()` in order.
    private var pending: [(inout EKDevice) -> Void] = []

    open private(set) var eventStoreIdentifier = UUID().uuidString

    public override init() {
      isDevice = false
      super.init()
    }

    init(isDevice: Bool) {
      self.isDevice = isDevice
      super.init()
    }

    /// What the person allowed the app to do with `entityType` items.
    open class func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus {
      EKDevice.current.value.status(for: entityType)
    }

    // MARK: - Sources and calendars

    /// The device's accounts; none without full access to events or reminders.
    open var sources: [EKSource] {
      let device = deviceState
      return canRead(.event, device) || canRead(.reminder, device) ? device.sources : []
    }

    open func source(withIdentifier identifier: String) -> EKSource? {
      sources.first { $0.sourceIdentifier == identifier }
    }

    /// The calendars (`.event`) or reminder lists (`.reminder`); none without full access.
    open func calendars(for entityType: EKEntityType) -> [EKCalendar] {
      let device = deviceState
      guard canRead(entityType, device) else { return [] }
      return device.calendars.filter { $0.allowedEntityTypes.contains(EKEntityMask(entityType)) }.map(
        object(for:))
    }

    /// The calendar with that identifier, when the app may read its items.
    open func calendar(withIdentifier identifier: String) -> EKCalendar? {
      let device = deviceState
      guard let stored = device.calendar(identifier), canRead(stored.entityType, device) else { return nil }
      return object(for: stored)
    }

    /// The calendar new events go to; nil without full or write-only access.
    open var defaultCalendarForNewEvents: EKCalendar? { defaultCalendar(for: .event) }

    /// The list new reminders go to; nil without full access to reminders.
    open func defaultCalendarForNewReminders() -> EKCalendar? { defaultCalendar(for: .reminder) }

    /// Writes `calendar` (new, or changed) to the device now, or at `commit()`.
    open func saveCalendar(_ calendar: EKCalendar, commit: Bool) throws {
      let device = deviceState
      guard canRead(calendar.entityType, device) else { throw EKError(.eventStoreNotAuthorized) }
      guard let source = calendar.source else { throw EKError(.calendarHasNoSource) }
      if device.calendar(calendar.calendarIdentifier)?.isImmutable == true {
        throw EKError(.calendarIsImmutable)
      }
      calendar.takeType(fromSource: source)
      lock.withLock { calendarObjects[calendar.calendarIdentifier] = calendar }
      let copy = calendar.copied()
      write(commit: commit) { device in
        if !device.sources.contains(where: { $0 === source }) { device.sources.append(source) }
        device.keep(copy)
      }
    }

    /// Removes `calendar` and its items from the device now, or at `commit()`.
    open func removeCalendar(_ calendar: EKCalendar, commit: Bool) throws {
      let device = deviceState
      guard canRead(calendar.entityType, device) else { throw EKError(.eventStoreNotAuthorized) }
      if device.calendar(calendar.calendarIdentifier)?.isImmutable == true {
        throw EKError(.calendarIsImmutable)
      }
      let identifier = calendar.calendarIdentifier
      write(commit: commit) { $0.removeCalendar(identifier) }
    }

    // MARK: - Fetching

    /// A predicate for the events overlapping `startDate` to `endDate` in `calendars` (nil:
    /// all of them).
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?)
      -> NSPredicate
    {
      EKPredicate(.events(start: startDate, end: endDate, calendars: calendars?.map(\.calendarIdentifier)))
    }

    /// A predicate for every reminder in `calendars` (nil: all lists).
    open func predicateForReminders(in calendars: [EKCalendar]?) -> NSPredicate {
      EKPredicate(.reminders(calendars: calendars?.map(\.calendarIdentifier)))
    }

    /// A predicate for the incomplete reminders due from `startDate` to `endDate` (nil: no
    /// bound; with no bound at all, reminders without a due date match too).
    open func predicateForIncompleteReminders(
      withDueDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
      EKPredicate(
        .incompleteReminders(start: startDate, end: endDate, calendars: calendars?.map(\.calendarIdentifier)))
    }

    /// A predicate for the reminders completed from `startDate` to `endDate` (nil: no bound).
    open func predicateForCompletedReminders(
      withCompletionDateStarting startDate: Date?, ending endDate: Date?, calendars: [EKCalendar]?
    ) -> NSPredicate {
      EKPredicate(
        .completedReminders(start: startDate, end: endDate, calendars: calendars?.map(\.calendarIdentifier)))
    }

    /// The device's events that `predicate` matches, by start date; none without full access.
    open func events(matching predicate: NSPredicate) -> [EKEvent] {
      guard let predicate = storePredicate(predicate, of: .event, in: "events(matching:)") else { return [] }
      let device = deviceState
      guard canRead(.event, device) else { return [] }
      let events = device.items.filter(predicate.matches).map { handOut($0, from: device) as! EKEvent }
      // Stable: events starting together stay in the order saved.
      return events.enumerated().sorted {
        ($0.element.startDate ?? .distantPast, $0.offset) < ($1.element.startDate ?? .distantPast, $1.offset)
      }.map(\.element)
    }

    /// Calls `block` with each event `events(matching:)` returns, until it sets its flag.
    open func enumerateEvents(matching predicate: NSPredicate, using block: @escaping EKEventSearchCallback) {
      var stop: ObjCBool = false
      for event in events(matching: predicate) {
        block(event, &stop)
        if stop.boolValue { return }
      }
    }

    /// Fetches the committed reminders `predicate` matches and calls `completion` with them
    /// on a queue of the store's; none without full access to reminders. Returns what
    /// `cancelFetchRequest(_:)` cancels.
    open func fetchReminders(matching predicate: NSPredicate, completion: @escaping ([EKReminder]?) -> Void)
      -> Any
    {
      let request = EKFetchRequest()
      var reminders: [EKReminder]? = []
      if let predicate = storePredicate(predicate, of: .reminder, in: "fetchReminders(matching:completion:)")
      {
        let device = deviceState
        if canRead(.reminder, device) {
          reminders = device.items.filter(predicate.matches).map { handOut($0, from: device) as! EKReminder }
        }
      }
      let reply = EKUncheckedReply(completion)
      DispatchQueue.global().async { [reminders] in
        if !request.isCancelled { reply.call(reminders) }
      }
      return request
    }

    /// Cancels a fetch `fetchReminders(matching:completion:)` started: its completion is not called.
    open func cancelFetchRequest(_ fetchIdentifier: Any) { (fetchIdentifier as? EKFetchRequest)?.cancel() }

    /// The event or reminder with that identifier, when the app may read its type.
    open func calendarItem(withIdentifier identifier: String) -> EKCalendarItem? {
      let device = deviceState
      guard let stored = device.items.first(where: { $0.calendarItemIdentifier == identifier }),
        canRead(stored is EKEvent ? .event : .reminder, device)
      else { return nil }
      return handOut(stored, from: device)
    }

    /// The items whose identifier on the calendar's server is `externalIdentifier`.
    open func calendarItems(withExternalIdentifier externalIdentifier: String) -> [EKCalendarItem] {
      calendarItem(withIdentifier: externalIdentifier).map { [$0] } ?? []
    }

    /// The event with that `eventIdentifier`, with full access to events.
    open func event(withIdentifier identifier: String) -> EKEvent? {
      let device = deviceState
      guard canRead(.event, device),
        let stored = device.items.first(where: { ($0 as? EKEvent)?.eventIdentifier == identifier })
      else { return nil }
      return handOut(stored, from: device) as? EKEvent
    }

    // MARK: - Saving

    /// Writes `event` to the device and posts `.EKEventStoreChanged`.
    open func save(_ event: EKEvent, span: EKSpan) throws { try save(event, span: span, commit: true) }

    /// Writes `event` to the device now, or at `commit()`; it fails with the `EKError` EventKit
    /// gives: no access, no calendar, no dates, the end before the start, a read-only calendar.
    open func save(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
      let device = deviceState
      guard canWrite(.event, device) else { throw EKError(.eventStoreNotAuthorized) }
      guard let calendar = event.calendar else { throw EKError(.noCalendar) }
      guard let startDate = event.startDate else { throw EKError(.noStartDate) }
      guard let endDate = event.endDate else { throw EKError(.noEndDate) }
      guard endDate >= startDate else { throw EKError(.datesInverted) }
      if let refusal = refusal(of: calendar, for: .event, in: device) { throw EKError(refusal) }
      try keep(event, commit: commit)
    }

    /// Removes `event` from the device and posts `.EKEventStoreChanged`.
    open func remove(_ event: EKEvent, span: EKSpan) throws { try remove(event, span: span, commit: true) }

    /// Removes `event` from the device now, or at `commit()`.
    open func remove(_ event: EKEvent, span: EKSpan, commit: Bool) throws {
      try forget(event, commit: commit)
    }

    /// Writes `reminder` to the device now, or at `commit()`; it fails without full access to
    /// reminders, without a list, or in a read-only list.
    open func save(_ reminder: EKReminder, commit: Bool) throws {
      let device = deviceState
      guard canRead(.reminder, device) else { throw EKError(.eventStoreNotAuthorized) }
      guard let calendar = reminder.calendar else { throw EKError(.noCalendar) }
      if let refusal = refusal(of: calendar, for: .reminder, in: device) { throw EKError(refusal) }
      try keep(reminder, commit: commit)
    }

    /// Removes `reminder` from the device now, or at `commit()`.
    open func remove(_ reminder: EKReminder, commit: Bool) throws { try forget(reminder, commit: commit) }

    /// Writes the changes saved without committing, in order, and posts `.EKEventStoreChanged`.
    open func commit() throws {
      let changes = lock.withLock {
        defer { pending = [] }
        return pending
      }
      guard !changes.isEmpty else { return }
      EKDevice.current.modify(inScope: scope) { device in
        for change in changes { change(&device) }
      }
      postChanged()
    }

    /// Forgets the changes not committed and the calendar objects handed out.
    open func reset() {
      lock.withLock {
        pending = []
        calendarObjects = [:]
      }
    }

    // MARK: - The device

    /// The device of the test the store was made in, now.
    var deviceState: EKDevice { EKDevice.current.value(inScope: scope) }

    private func canRead(_ type: EKEntityType, _ device: EKDevice) -> Bool {
      isDevice || device.status(for: type) == .fullAccess
    }

    private func canWrite(_ type: EKEntityType, _ device: EKDevice) -> Bool {
      canRead(type, device) || (type == .event && device.status(for: .event) == .writeOnly)
    }

    private func defaultCalendar(for type: EKEntityType) -> EKCalendar? {
      let device = deviceState
      guard canWrite(type, device), let id = device.defaultCalendarIDs[type], let stored = device.calendar(id)
      else {
        return nil
      }
      return object(for: stored)
    }

    /// This store's object for the device's calendar, refreshed from it.
    private func object(for stored: EKCalendar) -> EKCalendar {
      lock.withLock {
        if let object = calendarObjects[stored.calendarIdentifier] {
          object.assign(from: stored)
          return object
        }
        let object = stored.copied()
        calendarObjects[stored.calendarIdentifier] = object
        return object
      }
    }

    /// A copy of the device's item for the app, in this store's calendar object.
    private func handOut(_ stored: EKCalendarItem, from device: EKDevice) -> EKCalendarItem {
      let copy = stored.copied()
      copy.calendar = stored.calendar.flatMap { device.calendar($0.calendarIdentifier) }.map(object(for:))
      return copy
    }

    /// Why `calendar` takes no `type` items, or nil when it does.
    private func refusal(of calendar: EKCalendar, for type: EKEntityType, in device: EKDevice) -> EKError
      .Code?
    {
      let stored = device.calendar(calendar.calendarIdentifier) ?? calendar
      guard stored.allowedEntityTypes.contains(EKEntityMask(type)) else {
        return type == .event ? .calendarDoesNotAllowEvents : .calendarDoesNotAllowReminders
      }
      return stored.allowsContentModifications ? nil : .calendarReadOnly
    }

    private func keep(_ item: EKCalendarItem, commit: Bool) throws {
      item.markSaved(at: Date())
      let copy = item.copied()
      write(commit: commit) { $0.keep(copy) }
    }

    private func forget(_ item: EKCalendarItem, commit: Bool) throws {
      let device = deviceState
      let type: EKEntityType = item is EKEvent ? .event : .reminder
      guard canRead(type, device) else { throw EKError(.eventStoreNotAuthorized) }
      if let calendar = item.calendar, let refusal = refusal(of: calendar, for: type, in: device) {
        throw EKError(refusal)
      }
      let identifier = item.calendarItemIdentifier
      write(commit: commit) { $0.items.removeAll { $0.calendarItemIdentifier == identifier } }
    }

    private func write(commit: Bool, _ change: @escaping (inout EKDevice) -> Void) {
      guard commit else { return lock.withLock { pending.append(change) } }
      EKDevice.current.modify(inScope: scope, change)
      postChanged()
    }

    /// Posted after the change is on the device, on the main operation queue, as EventKit posts
    /// it on the main actor after a save returns. Not from the caller: on the main queue,
    /// swift-corelibs-foundation hands a post to an observer on `.main` (as apps add them) and
    /// waits for it, which never returns; posting from the main operation queue runs it at once.
    private func postChanged() {
      OperationQueue.main.addOperation {
        NotificationCenter.default.post(name: .EKEventStoreChanged, object: self)
      }
    }

    /// `predicate` as one of the store's own for `type` items; another warns and matches nothing.
    private func storePredicate(_ predicate: NSPredicate, of type: EKEntityType, in call: String)
      -> EKPredicate?
    {
      if let predicate = predicate as? EKPredicate, predicate.entityType == type { return predicate }
      let made =
        type == .event ? "predicateForEvents(withStart:end:calendars:)" : "predicateForReminders(in:)"
      RuntimeWarning.raise(
        .notModelled,
        "EKEventStore.\(call) was given a predicate the store did not make for \(type == .event ? "events" : "reminders"), "
          + "where EventKit raises an exception; it matches nothing here. Fix: make it with \(made) or the store's "
          + "other predicate methods.")
      return nil
    }
  }

  extension EKCalendar {
    /// The entity type the calendar holds.
    var entityType: EKEntityType { allowedEntityTypes.contains(.event) ? .event : .reminder }
  }

  /// A fetch `fetchReminders(matching:completion:)` started, for `cancelFetchRequest(_:)`.
  final class EKFetchRequest: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    var isCancelled: Bool { lock.withLock { cancelled } }
    func cancel() { lock.withLock { cancelled = true } }
  }

  /// A completion EventKit declares without `@Sendable`, called on the store's queue as
  /// EventKit calls it.
  struct EKUncheckedReply<Value>: @unchecked Sendable {
    let call: (Value) -> Void
    init(_ call: @escaping (Value) -> Void) { self.call = call }
  }
#endif
