import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphEventKit

/// Today's agenda, as BoringNotch's calendar keeps it: it asks for access to events, then
/// loads the day's events of the calendars it shows, and loads again when the store changes.
@MainActor
@Observable
private final class TodayAgenda {
  private(set) var titles: [String] = []
  private(set) var status = EKAuthorizationStatus.notDetermined
  private(set) var reloads = 0
  @ObservationIgnored private let store = EKEventStore()
  @ObservationIgnored private let day: Date
  @ObservationIgnored nonisolated(unsafe) private var observer: NSObjectProtocol?

  init(day: Date) {
    self.day = day
    observer = NotificationCenter.default.addObserver(
      forName: .EKEventStoreChanged, object: nil, queue: .main
    ) {
      [weak self] _ in
      guard let self else { return }
      Task { @MainActor in self.reload() }
    }
  }

  deinit { observer.map(NotificationCenter.default.removeObserver) }

  func start() async {
    if EKEventStore.authorizationStatus(for: .event) == .notDetermined {
      _ = try? await store.requestFullAccessToEvents()
    }
    status = EKEventStore.authorizationStatus(for: .event)
    reload()
  }

  func reload() {
    reloads += 1
    guard status == .fullAccess else { return titles = [] }
    let end = Calendar.current.date(byAdding: .day, value: 1, to: day)!
    let predicate = store.predicateForEvents(
      withStart: day, end: end, calendars: store.calendars(for: .event))
    titles = store.events(matching: predicate).map { $0.title ?? "" }
  }
}

/// What the device has before the app runs, put there the way the Calendar app would.
private enum Device {
  static let day = Calendar.current.startOfDay(for: Date(timeIntervalSince1970: 1_790_000_000))

  @discardableResult
  static func event(
    _ title: String, hours: ClosedRange<Double>, in calendar: EKCalendar? = nil
  ) throws -> EKEvent {
    let device = EKEventStore.deviceStore()
    let event = EKEvent(eventStore: device)
    event.title = title
    event.startDate = day.addingTimeInterval(hours.lowerBound * 3600)
    event.endDate = day.addingTimeInterval(hours.upperBound * 3600)
    event.calendar = calendar ?? device.defaultCalendarForNewEvents
    try device.save(event, span: .thisEvent)
    return event
  }

  static func calendar(_ title: String, for type: EKEntityType, readOnly: Bool = false) throws -> EKCalendar {
    let device = EKEventStore.deviceStore()
    let calendar = EKCalendar(
      title: title, for: type, source: device.sources.first, allowsContentModifications: !readOnly)
    try device.saveCalendar(calendar, commit: true)
    return calendar
  }
}

/// Counts the `.EKEventStoreChanged` posts of some stores while it lives (another test's late
/// posts are not theirs).
private final class ChangeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var posts = 0
  private var observers: [NSObjectProtocol] = []

  init(of stores: [EKEventStore]) {
    observers = stores.map { store in
      NotificationCenter.default.addObserver(forName: .EKEventStoreChanged, object: store, queue: nil) {
        [weak self] _ in self?.recordPost()
      }
    }
  }

  deinit { observers.forEach(NotificationCenter.default.removeObserver) }

  var count: Int { lock.withLock { posts } }

  /// The posts so far, once there are `expected` of them or a second passed; then a little
  /// longer, so a post too many is counted too.
  func settled(at expected: Int) async throws -> Int {
    for _ in 0..<200 where count < expected { try await Task.sleep(for: .milliseconds(5)) }
    try await Task.sleep(for: .milliseconds(20))
    return count
  }

  private func recordPost() { lock.withLock { posts += 1 } }
}

@MainActor
@Suite("S389, S390: EventKit", .serialized)
struct EventKitTests {
  // MARK: S389: access

  @Test("S389: unanswered, a request warns naming what was asked, is denied, and is not asked again")
  func S389_unansweredRequestWarnsAndDenies() async throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
    let store = EKEventStore()
    var granted = true
    let warnings = try await collectingNotModelledWarnings {
      granted = try await store.requestFullAccessToEvents()
    }
    #expect(!granted)
    #expect(
      warnings.map(\.message) == [
        "EKEventStore.requestFullAccessToEvents() asked the person for full access to events, which no test "
          + "answered; it is denied. Fix: supply the answer with EKEventStore.supplied[.event] (.allows or "
          + ".denies), or the status with EKEventStore.suppliedAuthorization."
      ])
    #expect(EKEventStore.authorizationStatus(for: .event) == .denied)
    // Denied: asking again shows no prompt and answers no.
    #expect(try await store.requestFullAccessToEvents() == false)
    #expect(EKEventStore.accessRequests == [EKAccessRequest(.event)])
  }

  @Test("S389: the supplied answer grants full access per type; reading needs it")
  func S389_suppliedAnswerGrantsPerType() async throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    try Device.event("Standup", hours: 9...9.25)
    let store = EKEventStore()
    #expect(store.calendars(for: .event).isEmpty && store.sources.isEmpty)
    EKEventStore.supplied = [.event: .allows, .reminder: .denies]
    #expect(try await store.requestFullAccessToEvents())
    #expect(try await store.requestFullAccessToReminders() == false)
    #expect(EKEventStore.authorizationStatus(for: .event) == .fullAccess)
    #expect(EKEventStore.authorizationStatus(for: .reminder) == .denied)
    #expect(store.calendars(for: .event).map(\.title) == ["Calendar"])
    #expect(store.calendars(for: .reminder).isEmpty && store.defaultCalendarForNewReminders() == nil)
    let day = store.predicateForEvents(
      withStart: Device.day, end: Device.day.addingTimeInterval(86_400), calendars: nil)
    #expect(store.events(matching: day).map(\.title) == ["Standup"])
  }

  @Test("S389: write-only access saves events and reads none; the completion runs off the main thread")
  func S389_writeOnlyAccess() async throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    EKEventStore.supplied = [.event: .allows]
    let store = EKEventStore()
    let (granted, noError, onMain) = await withCheckedContinuation { continuation in
      store.requestWriteOnlyAccessToEvents { granted, error in
        continuation.resume(returning: (granted, error == nil, Thread.isMainThread))
      }
    }
    #expect(granted && noError && !onMain)
    #expect(EKEventStore.authorizationStatus(for: .event) == .writeOnly)
    let event = EKEvent(eventStore: store)
    event.title = "Dentist"
    event.startDate = Device.day
    event.endDate = Device.day.addingTimeInterval(1800)
    event.calendar = store.defaultCalendarForNewEvents
    try store.save(event, span: .thisEvent)
    #expect(event.eventIdentifier != nil)
    #expect(store.calendars(for: .event).isEmpty)
    #expect(store.event(withIdentifier: event.eventIdentifier) == nil)
    let device = EKEventStore.deviceStore()
    #expect(device.event(withIdentifier: event.eventIdentifier)?.title == "Dentist")
  }

  // MARK: S390: data flow

  @Test("S390: events(matching:) returns the events overlapping the interval in its calendars, by start")
  func S390_eventsMatchingOverlapAndCalendars() throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    EKEventStore.suppliedAuthorization = [.event: .fullAccess]
    let work = try Device.calendar("Work", for: .event)
    try Device.event("Review", hours: 14...15, in: work)
    try Device.event("Standup", hours: 9...9.25, in: work)
    try Device.event("Gym", hours: 7...8)
    try Device.event("Late dinner", hours: 23...25)
    try Device.event("Yesterday", hours: -3 ... -1, in: work)
    try Device.event("Overnight", hours: -2...1, in: work)
    let store = EKEventStore()
    let end = Device.day.addingTimeInterval(86_400)
    let all = store.predicateForEvents(withStart: Device.day, end: end, calendars: nil)
    #expect(
      store.events(matching: all).map(\.title) == ["Overnight", "Gym", "Standup", "Review", "Late dinner"])
    let workCalendar = try #require(store.calendar(withIdentifier: work.calendarIdentifier))
    let workDay = store.predicateForEvents(withStart: Device.day, end: end, calendars: [workCalendar])
    let events = store.events(matching: workDay)
    #expect(events.map(\.title) == ["Overnight", "Standup", "Review"])
    // One object per calendar in a store: the events' calendar is the one calendars(for:) lists.
    #expect(events.allSatisfy { $0.calendar === workCalendar })
    #expect(store.calendars(for: .event).contains(workCalendar))
  }

  @Test("S390: calendars keep their source, kind and color; an app's new calendar takes its source's kind")
  func S390_calendarsAndSources() throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    let device = EKEventStore.deviceStore()
    let iCloud = EKSource(title: "iCloud", sourceType: .calDAV)
    let holidays = EKCalendar(
      title: "Holidays", for: .event, source: iCloud, cgColor: CGColor(red: 0, green: 0.5, blue: 0, alpha: 1),
      type: .subscription, allowsContentModifications: false, isSubscribed: true)
    try device.saveCalendar(holidays, commit: true)
    let store = EKEventStore()
    #expect(store.sources.isEmpty)
    EKEventStore.suppliedAuthorization = [.event: .fullAccess, .reminder: .fullAccess]
    #expect(store.sources.map(\.title) == ["Default", "iCloud"])
    let fetched = try #require(store.calendars(for: .event).first { $0.title == "Holidays" })
    #expect(fetched.type == .subscription && fetched.isSubscribed && !fetched.allowsContentModifications)
    #expect(fetched.source.sourceType == .calDAV && fetched.allowedEntityTypes == .event)
    #expect(fetched.color.greenComponent == 0.5 && fetched.cgColor.components == [0, 0.5, 0, 1])
    let list = EKCalendar(for: .reminder, eventStore: store)
    list.title = "Shopping"
    list.source = store.sources.first { $0.title == "iCloud" }
    try store.saveCalendar(list, commit: true)
    #expect(list.type == .calDAV)
    #expect(store.calendars(for: .reminder).map(\.title) == ["Reminders", "Shopping"])
    #expect(store.calendars(for: .event).map(\.title) == ["Calendar", "Holidays"])
  }

  @Test("S390: a save or removal is what every store fetches next, and posts EKEventStoreChanged")
  func S390_saveAndRemoveReachEveryStore() async throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    EKEventStore.suppliedAuthorization = [.event: .fullAccess]
    let app = EKEventStore()
    let other = EKEventStore()
    let changes = ChangeCounter(of: [app, other])
    let day = other.predicateForEvents(
      withStart: Device.day, end: Device.day.addingTimeInterval(86_400), calendars: nil)
    let event = EKEvent(eventStore: app)
    event.title = "Lunch"
    event.startDate = Device.day.addingTimeInterval(12 * 3600)
    event.endDate = Device.day.addingTimeInterval(13 * 3600)
    event.calendar = app.defaultCalendarForNewEvents
    try app.save(event, span: .thisEvent)
    #expect(try await changes.settled(at: 1) == 1)
    let fetched = try #require(other.events(matching: day).first)
    #expect(fetched.title == "Lunch" && fetched !== event)
    // A fetched event is the app's copy: changing it changes the device only once saved.
    fetched.title = "Long lunch"
    #expect(app.events(matching: day).map(\.title) == ["Lunch"])
    try other.save(fetched, span: .thisEvent)
    #expect(app.events(matching: day).map(\.title) == ["Long lunch"])
    try app.remove(event, span: .thisEvent)
    #expect(other.events(matching: day).isEmpty)
    #expect(try await changes.settled(at: 3) == 3)
  }

  @Test("S390: a save fails with EventKit's error: no access, no calendar, no dates, inverted, read-only")
  func S390_saveFailsWithEKError() throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    let store = EKEventStore()
    let event = EKEvent(eventStore: store)
    #expect(throws: EKError(.eventStoreNotAuthorized)) { try store.save(event, span: .thisEvent) }
    EKEventStore.suppliedAuthorization = [.event: .fullAccess]
    #expect(throws: EKError(.noCalendar)) { try store.save(event, span: .thisEvent) }
    event.calendar = store.defaultCalendarForNewEvents
    #expect(throws: EKError(.noStartDate)) { try store.save(event, span: .thisEvent) }
    event.startDate = Device.day
    #expect(throws: EKError(.noEndDate)) { try store.save(event, span: .thisEvent) }
    event.endDate = Device.day.addingTimeInterval(-60)
    #expect(throws: EKError(.datesInverted)) { try store.save(event, span: .thisEvent) }
    event.endDate = Device.day.addingTimeInterval(60)
    event.calendar = try Device.calendar("Holidays", for: .event, readOnly: true)
    let error = #expect(throws: EKError.self) { try store.save(event, span: .thisEvent) }
    #expect(error?.code == .calendarReadOnly && error?.errorCode == 6 && EKError.errorDomain == EKErrorDomain)
  }

  @Test("S390: changes saved without commit reach the device at commit(); reset() forgets them")
  func S390_commitAndReset() async throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    EKEventStore.suppliedAuthorization = [.event: .fullAccess]
    let store = EKEventStore()
    let changes = ChangeCounter(of: [store])
    let day = store.predicateForEvents(
      withStart: Device.day, end: Device.day.addingTimeInterval(86_400), calendars: nil)
    for (title, hour) in [("A", 10.0), ("B", 11.0)] {
      let event = EKEvent(eventStore: store)
      event.title = title
      event.startDate = Device.day.addingTimeInterval(hour * 3600)
      event.endDate = event.startDate.addingTimeInterval(600)
      event.calendar = store.defaultCalendarForNewEvents
      try store.save(event, span: .thisEvent, commit: false)
    }
    #expect(store.events(matching: day).isEmpty)
    #expect(try await changes.settled(at: 0) == 0)
    try store.commit()
    #expect(store.events(matching: day).map(\.title) == ["A", "B"])
    #expect(try await changes.settled(at: 1) == 1)
    try store.remove(try #require(store.events(matching: day).first), span: .thisEvent, commit: false)
    store.reset()
    try store.commit()
    #expect(store.events(matching: day).map(\.title) == ["A", "B"])
    #expect(try await changes.settled(at: 1) == 1)
  }

  @Test("S390: reminders: saved in a list, fetched by predicate on the store's queue, completed with a date")
  func S390_remindersFlow() async throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    EKEventStore.suppliedAuthorization = [.reminder: .fullAccess]
    let store = EKEventStore()
    let groceries = EKCalendar(for: .reminder, eventStore: store)
    groceries.title = "Groceries"
    #expect(throws: EKError(.calendarHasNoSource)) { try store.saveCalendar(groceries, commit: true) }
    groceries.source = store.sources.first { $0.sourceType == .local }
    try store.saveCalendar(groceries, commit: true)
    #expect(store.calendar(withIdentifier: groceries.calendarIdentifier) === groceries)
    for (title, dueDay) in [("Milk", 0), ("Eggs", 3), ("Bread", nil)] as [(String, Int?)] {
      let reminder = EKReminder(eventStore: store)
      reminder.title = title
      reminder.calendar = groceries
      reminder.dueDateComponents = dueDay.map {
        Calendar.current.dateComponents(
          [.year, .month, .day], from: Device.day.addingTimeInterval(Double($0) * 86_400))
      }
      try store.save(reminder, commit: true)
    }
    let milk = try #require(try await fetch(store.predicateForReminders(in: [groceries]), from: store).first)
    #expect(milk.title == "Milk" && !milk.isCompleted && milk.calendar === groceries)
    milk.isCompleted = true
    #expect(milk.completionDate != nil)
    try store.save(milk, commit: true)
    let dueSoon = store.predicateForIncompleteReminders(
      withDueDateStarting: Device.day, ending: Device.day.addingTimeInterval(7 * 86_400), calendars: nil)
    #expect(try await fetch(dueSoon, from: store).map(\.title) == ["Eggs"])
    let done = store.predicateForCompletedReminders(
      withCompletionDateStarting: nil, ending: nil, calendars: nil)
    #expect(try await fetch(done, from: store).map(\.title) == ["Milk"])
    let all = store.predicateForIncompleteReminders(withDueDateStarting: nil, ending: nil, calendars: nil)
    #expect(try await fetch(all, from: store).map(\.title) == ["Eggs", "Bread"])
  }

  @Test("S390: a predicate the store did not make warns and matches nothing")
  func S390_foreignPredicateWarns() async {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    EKEventStore.suppliedAuthorization = [.event: .fullAccess]
    let store = EKEventStore()
    let warnings = await collectingNotModelledWarnings {
      #expect(store.events(matching: store.predicateForReminders(in: nil)).isEmpty)
    }
    #expect(
      warnings.map(\.message) == [
        "EKEventStore.events(matching:) was given a predicate the store did not make for events, where EventKit "
          + "raises an exception; it matches nothing here. Fix: make it with "
          + "predicateForEvents(withStart:end:calendars:) or the store's other predicate methods."
      ])
  }

  @Test("S390: an app's agenda asks for access, loads today's events, and reloads when the device changes")
  func S390_agendaViewModel() async throws {
    EKEventStore.resetDevice()
    defer { EKEventStore.resetDevice() }
    try Device.event("Standup", hours: 9...9.25)
    try Device.event("Tomorrow's review", hours: 34...35)
    EKEventStore.supplied = [.event: .allows]
    let agenda = TodayAgenda(day: Device.day)
    await agenda.start()
    #expect(agenda.status == .fullAccess && agenda.titles == ["Standup"])
    #expect(EKEventStore.accessRequests == [EKAccessRequest(.event)])
    // Another app adds an event today: the store posts, and the agenda loads again.
    try Device.event("Coffee", hours: 8...8.5)
    for _ in 0..<200 where agenda.titles.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
    #expect(agenda.titles == ["Coffee", "Standup"])
    #expect(agenda.reloads >= 2)
  }

  private func fetch(_ predicate: NSPredicate, from store: EKEventStore) async throws -> [EKReminder] {
    try await withCheckedThrowingContinuation { continuation in
      _ = store.fetchReminders(matching: predicate) { reminders in
        guard let reminders else { return continuation.resume(throwing: EKError(.internalFailure)) }
        continuation.resume(returning: reminders)
      }
    }
  }
}
