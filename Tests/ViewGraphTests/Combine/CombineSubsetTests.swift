import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// The errors the pipelines below fail with.
private enum Failure: Error, Equatable {
  case offline
}

/// Marks the main queue, to tell that a value arrives on it: on Linux the main queue is served
/// by another thread once the main thread has handed it over (`dispatchMain`), so
/// `Thread.isMainThread` does not say.
private let mainQueueKey = DispatchSpecificKey<String>()

private var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == "main" }

/// What a subscriber saw, values and completion in order.
@MainActor
private final class Received<Value> {
  var values: [Value] = []
  var completions: [String] = []
}

/// The Combine subset ViewGraph declares on Linux (on Apple platforms these run against
/// Combine itself): subjects, cancellation, the operators and the schedulers.
@MainActor
@Suite("Combine subset")
struct CombineSubsetTests {
  @Test("a PassthroughSubject delivers in order to its subscribers, nothing after completion")
  func passthroughOrder() {
    let subject = PassthroughSubject<Int, Failure>()
    var first: [Int] = []
    var second: [String] = []
    var completion: Subscribers.Completion<Failure>?
    let a = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { first.append($0) })
    subject.send(1)
    let b = subject.sink(receiveCompletion: { _ in }, receiveValue: { second.append("b\($0)") })
    subject.send(2)
    subject.send(3)
    subject.send(completion: .failure(.offline))
    subject.send(4)
    #expect(first == [1, 2, 3])
    #expect(second == ["b2", "b3"])
    #expect(completion == .failure(.offline))
    _ = (a, b)
  }

  @Test("cancelling, or releasing the AnyCancellable, stops delivery; store(in:) keeps it")
  func cancellation() {
    let subject = PassthroughSubject<Int, Never>()
    var cancelled: [Int] = []
    var released: [Int] = []
    var stored: [Int] = []
    var storedInArray: [Int] = []
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    let token = subject.sink { cancelled.append($0) }
    var releasedToken: AnyCancellable? = subject.sink { released.append($0) }
    subject.sink { stored.append($0) }.store(in: &set)
    subject.sink { storedInArray.append($0) }.store(in: &array)
    subject.send(1)
    token.cancel()
    releasedToken = nil
    subject.send(2)
    #expect(cancelled == [1])
    #expect(released == [1])
    #expect(stored == [1, 2])
    #expect(storedInArray == [1, 2])
    set.removeAll()
    subject.send(3)
    #expect(stored == [1, 2])
    _ = releasedToken
  }

  @Test("a CurrentValueSubject gives its value first, and setting value publishes")
  func currentValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    var seen: [String] = []
    let token = subject.sink { seen.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(seen == ["a", "b", "c"])
    #expect(subject.value == "c")
    _ = token
  }

  @Test("Just, Empty, Fail, Future and sequences publish synchronously, then complete")
  func simplePublishers() {
    var log: [String] = []
    _ = Just(1).sink(receiveCompletion: { log.append("\($0)") }, receiveValue: { log.append("just \($0)") })
    _ = Empty<Int, Never>().sink(receiveCompletion: { _ in log.append("empty done") }, receiveValue: { _ in })
    _ = Fail<Int, Failure>(error: .offline).sink(
      receiveCompletion: { if case .failure = $0 { log.append("failed") } }, receiveValue: { _ in })
    var promise: Future<Int, Never>.Promise?
    let future = Future<Int, Never> { promise = $0 }
    let waiting = future.sink { log.append("future \($0)") }
    promise?(.success(7))
    promise?(.success(8))
    _ = future.sink { log.append("late \($0)") }
    _ = [1, 2].publisher.sink { log.append("seq \($0)") }
    #expect(
      log == [
        "just 1", "finished", "empty done", "failed", "future 7", "late 7", "seq 1", "seq 2",
      ])
    _ = waiting
  }

  @Test("map, compactMap, filter, removeDuplicates, dropFirst, first and scan")
  func transformingOperators() {
    let subject = PassthroughSubject<String, Never>()
    var mapped: [Int] = []
    var firsts: [String] = []
    var firstDone = false
    var tokens = Set<AnyCancellable>()
    subject.compactMap(Int.init).filter { $0 > 0 }.removeDuplicates().dropFirst().map { $0 * 10 }
      .scan(0, +).sink { mapped.append($0) }.store(in: &tokens)
    subject.first().sink(receiveCompletion: { _ in firstDone = true }, receiveValue: { firsts.append($0) })
      .store(in: &tokens)
    for text in ["1", "x", "2", "2", "-3", "3"] { subject.send(text) }
    #expect(mapped == [20, 50])
    #expect(firsts == ["1"])
    #expect(firstDone)
  }

  @Test("combineLatest, merge, flatMap, prepend and append combine publishers")
  func combiningOperators() {
    let names = PassthroughSubject<String, Never>()
    let ages = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    var merged: [Int] = []
    var flat: [String] = []
    var tokens = Set<AnyCancellable>()
    names.combineLatest(ages) { "\($0) \($1)" }.sink { pairs.append($0) }.store(in: &tokens)
    ages.merge(with: ages.map { $0 * 100 }).sink { merged.append($0) }.store(in: &tokens)
    names.flatMap { name in [name, name.uppercased()].publisher }.prepend("start").append("never")
      .sink { flat.append($0) }.store(in: &tokens)
    names.send("ada")
    ages.send(1)
    ages.send(2)
    names.send("bo")
    #expect(pairs == ["ada 1", "ada 2", "bo 2"])
    #expect(merged == [1, 100, 2, 200])
    #expect(flat == ["start", "ada", "ADA", "bo", "BO"])
    names.send(completion: .finished)
    #expect(flat.last == "never")
  }

  @Test("zip pairs the oldest unpaired elements, and finishes when a finished upstream has none left")
  func zipPairsInOrder() {
    let names = PassthroughSubject<String, Never>()
    let ages = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    var finished = false
    var tokens = Set<AnyCancellable>()
    Publishers.Zip(names, ages).sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append("\($0) \($1)") }
    )
    .store(in: &tokens)
    names.send("ada")
    names.send("bo")
    ages.send(1)
    names.send(completion: .finished)
    #expect(pairs == ["ada 1"] && !finished)
    ages.send(2)
    #expect(pairs == ["ada 1", "bo 2"] && finished)
    // Two one-shot requests, as RedditOS zips its searches: the pair, then the end.
    var results: [String] = []
    Just("subreddits").zip(Just(3)) { "\($0) \($1)" }.sink(
      receiveCompletion: { _ in results.append("end") }, receiveValue: { results.append($0) }
    )
    .store(in: &tokens)
    Just(1).zip(Just("two"), Just(3.0)).sink { results.append("\($0) \($1) \($2)") }.store(in: &tokens)
    #expect(results == ["subreddits 3", "end", "1 two 3.0"])
    let failing = PassthroughSubject<Int, URLError>()
    var failure: URLError?
    failing.zip(Empty<Int, URLError>(completeImmediately: false)).sink(
      receiveCompletion: { if case .failure(let error) = $0 { failure = error } }, receiveValue: { _ in }
    ).store(in: &tokens)
    failing.send(completion: .failure(URLError(.timedOut)))
    #expect(failure?.code == .timedOut)
  }

  @Test("flatMap with maxPublishers .max(1) starts the next inner publisher when the last finishes")
  func flatMapOneAtATime() {
    let ids = PassthroughSubject<Int, Never>()
    let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
    var seen: [String] = []
    var finished = false
    let token = ids.flatMap(maxPublishers: .max(1)) { inners[$0] }
      .sink(receiveCompletion: { _ in finished = true }, receiveValue: { seen.append($0) })
    ids.send(0)
    ids.send(1)
    inners[1].send("ignored: not started")
    inners[0].send("a")
    inners[0].send(completion: .finished)
    inners[1].send("b")
    ids.send(completion: .finished)
    #expect(!finished)
    inners[1].send(completion: .finished)
    #expect(seen == ["a", "b"])
    #expect(finished)
    _ = token
  }

  @Test("catch, replaceError, mapError and handleEvents")
  func errorOperators() {
    var log: [String] = []
    var tokens = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, Failure>()
    subject.catch { _ in Just(-1) }.sink { log.append("catch \($0)") }.store(in: &tokens)
    subject.replaceError(with: 0).sink { log.append("replace \($0)") }.store(in: &tokens)
    subject.handleEvents(
      receiveOutput: { log.append("saw \($0)") }, receiveCompletion: { _ in log.append("saw end") },
      receiveCancel: { log.append("cancelled") }
    )
    .mapError { _ in URLError(.notConnectedToInternet) }
    .sink(receiveCompletion: { _ in log.append("mapped error") }, receiveValue: { _ in }).store(in: &tokens)
    let cancelledLater = subject.handleEvents(receiveCancel: { log.append("cancelled") }).sink(
      receiveCompletion: { _ in }, receiveValue: { _ in })
    cancelledLater.cancel()
    subject.send(5)
    subject.send(completion: .failure(.offline))
    #expect(
      log == [
        "cancelled", "catch 5", "replace 5", "saw 5", "catch -1", "replace 0", "saw end", "mapped error",
      ])
  }

  @Test("assign(to:on:) writes each value to the object's property")
  func assignOn() {
    final class Label {
      var text = ""
    }
    let label = Label()
    let subject = PassthroughSubject<String, Never>()
    let token = subject.assign(to: \.text, on: label)
    subject.send("hello")
    #expect(label.text == "hello")
    token.cancel()
    subject.send("ignored")
    #expect(label.text == "hello")
  }

  @Test("debounce delivers the last value of a burst, after the interval, on the main queue")
  func debounceOnMain() async throws {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: "main")
    let subject = PassthroughSubject<Int, Never>()
    let received = Received<String>()
    let onQueue = subject.debounce(for: .milliseconds(30), scheduler: DispatchQueue.main)
      .sink { received.values.append("queue \($0) main: \(isOnMainQueue)") }
    let onRunLoop = subject.debounce(for: .milliseconds(30), scheduler: RunLoop.main)
      .sink { received.values.append("loop \($0) main: \(isOnMainQueue)") }
    let sent = ContinuousClock.now
    subject.send(1)
    subject.send(2)
    subject.send(3)
    #expect(received.values.isEmpty)
    try await waitUntil { received.values.count == 2 }
    #expect(ContinuousClock.now - sent >= .milliseconds(30))
    #expect(Set(received.values) == ["queue 3 main: true", "loop 3 main: true"])
    _ = (onQueue, onRunLoop)
  }

  @Test("a cancelled debounce delivers nothing, even when its wait ends")
  func cancelledDebounce() async throws {
    let subject = PassthroughSubject<Int, Never>()
    let received = Received<Int>()
    let token = subject.debounce(for: .milliseconds(10), scheduler: DispatchQueue.main)
      .sink { received.values.append($0) }
    let witness = subject.debounce(for: .milliseconds(20), scheduler: DispatchQueue.main)
      .sink { received.completions.append("witness \($0)") }
    subject.send(1)
    token.cancel()
    try await waitUntil { received.completions == ["witness 1"] }
    #expect(received.values.isEmpty)
    _ = witness
  }

  @Test("receive(on:) delivers later, in order, on the main queue; delay waits its interval")
  func receiveOnAndDelay() async throws {
    let subject = PassthroughSubject<Int, Never>()
    let received = Received<String>()
    var tokens = Set<AnyCancellable>()
    subject.receive(on: DispatchQueue.main).sink { received.values.append("on \($0)") }.store(in: &tokens)
    subject.delay(for: .milliseconds(20), scheduler: RunLoop.main).sink {
      received.values.append("delayed \($0)")
    }
    .store(in: &tokens)
    subject.send(1)
    subject.send(2)
    #expect(received.values.isEmpty)
    try await waitUntil { received.values.count == 4 }
    // Each stream in order. Between the two, a starved main queue (32 s under a full CI run)
    // ran the delay's timer before the second receive(on:) block: libdispatch does not order
    // a queue's timers after its pending blocks, and Combine promises no order across streams.
    #expect(received.values.filter { $0.hasPrefix("on") } == ["on 1", "on 2"])
    #expect(received.values.filter { $0.hasPrefix("delayed") } == ["delayed 1", "delayed 2"])
  }

  @Test("throttle publishes the first value at once, then the latest of each interval")
  func throttleLatest() async throws {
    let subject = PassthroughSubject<Int, Never>()
    let received = Received<Int>()
    let token = subject.throttle(for: .milliseconds(40), scheduler: DispatchQueue.main, latest: true)
      .sink { received.values.append($0) }
    subject.send(1)
    subject.send(2)
    subject.send(3)
    try await waitUntil { received.values == [1, 3] }
    _ = token
  }

  @Test("a Timer publisher ticks once connected, and stops when its subscriber cancels")
  func timerAutoconnect() async throws {
    let received = Received<Date>()
    let token = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
      .sink { received.values.append($0) }
    try await waitUntil { received.values.count >= 2 }
    token.cancel()
    let count = received.values.count
    try await Task.sleep(for: .milliseconds(50))
    #expect(received.values.count == count)
  }

  @Test("NotificationCenter's publisher delivers posted notifications until cancelled")
  func notifications() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineSubsetTests.ping")
    var names: [String] = []
    let token = center.publisher(for: name).map(\.name.rawValue).sink { names.append($0) }
    center.post(name: name, object: nil)
    token.cancel()
    center.post(name: name, object: nil)
    #expect(names == [name.rawValue])
  }

  @Test("ImmediateScheduler runs actions at once; AnyPublisher erases a pipeline")
  func immediateAndErased() {
    var seen: [Int] = []
    let erased: AnyPublisher<Int, Never> = Just(4).receive(on: ImmediateScheduler.shared).map { $0 + 1 }
      .eraseToAnyPublisher()
    _ = erased.sink { seen.append($0) }
    #expect(seen == [5])
  }

  @Test("decode(type:decoder:) and encode(encoder:) round-trip; a decoding error fails the pipeline")
  func decodeAndEncode() throws {
    struct Item: Codable, Equatable { var name: String }
    var items: [Item] = []
    var completions: [String] = []
    _ = Just(Item(name: "Ada")).encode(encoder: JSONEncoder()).decode(type: Item.self, decoder: JSONDecoder())
      .sink(
        receiveCompletion: { completions.append("\($0)".hasPrefix("finished") ? "finished" : "failure") },
        receiveValue: { items.append($0) })
    _ = Just(Data("not json".utf8)).decode(type: Item.self, decoder: JSONDecoder())
      .sink(
        receiveCompletion: {
          if case .failure(let error) = $0 { completions.append("failure: \(error is DecodingError)") }
        }, receiveValue: { items.append($0) })
    #expect(items == [Item(name: "Ada")])
    #expect(completions == ["finished", "failure: true"])
  }

  @Test("Result.publisher delivers its value then finishes, or fails with its error")
  func resultPublisher() {
    var values: [Int] = []
    var failures: [Failure] = []
    _ = Result<Int, Failure>.success(3).publisher.sink(
      receiveCompletion: { if case .failure(let error) = $0 { failures.append(error) } },
      receiveValue: { values.append($0) })
    _ = Result<Int, Failure>.failure(.offline).publisher.sink(
      receiveCompletion: { if case .failure(let error) = $0 { failures.append(error) } },
      receiveValue: { values.append($0) })
    #expect(values == [3])
    #expect(failures == [.offline])
    #expect(Result<Int, Failure>.Publisher(5).result == .success(5))
  }

  @Test("values: a publisher's elements as an async sequence, ending when it finishes or fails")
  func asyncValues() async throws {
    // Buffered: what arrives while nobody awaits is kept, in order.
    let subject = PassthroughSubject<Int, Never>()
    var iterator = subject.values.makeAsyncIterator()
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
    #expect(await iterator.next() == nil)

    // Awaited: a value sent while the loop waits resumes it.
    let later = PassthroughSubject<Int, Never>()
    let progress = Received<Int>()
    let task = Task { @MainActor in
      for await value in later.values {
        progress.values.append(value)
        if value == 9 { break }
      }
      progress.completions.append("ended")
    }
    while progress.completions.isEmpty, progress.values.isEmpty {
      later.send(7)
      await Task.yield()
    }
    later.send(9)
    await task.value
    #expect(progress.values.first == 7 && progress.values.last == 9)
    #expect(progress.completions == ["ended"])

    var thrown: [Int] = []
    do {
      for try await value in [4, 5].publisher.setFailureType(to: Failure.self).append(
        Fail(error: Failure.offline)
      ).values {
        thrown.append(value)
      }
      Issue.record("the sequence should have thrown")
    } catch {
      #expect(error as? Failure == .offline)
    }
    #expect(thrown == [4, 5])
  }

  @Test("subscribe(on:) starts the upstream on the scheduler; cancelling first means it never starts")
  func subscribeOn() {
    var started: [String] = []
    var seen: [Int] = []
    let deferred = Deferred {
      started.append("started")
      return Just(8)
    }
    let running = deferred.subscribe(on: ImmediateScheduler.shared).sink { seen.append($0) }
    #expect(started == ["started"])
    #expect(seen == [8])
    running.cancel()

    let queue = DispatchQueue(label: "subscribe-on")
    queue.suspend()
    let cancelled = deferred.subscribe(on: queue).sink { seen.append($0) }
    cancelled.cancel()
    queue.resume()
    queue.sync {}
    #expect(started == ["started"])
    #expect(seen == [8])
  }
}
