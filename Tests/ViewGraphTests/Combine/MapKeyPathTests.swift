import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct AppState: Equatable {
  var count = 0
  var title = "Countries"
}

private enum LoadError: Error, Equatable { case offline }

/// A store as Clean Architecture's: a subject of the whole state, read one key path at a time.
private final class Store {
  let subject = CurrentValueSubject<AppState, LoadError>(AppState())

  func updates<Value: Equatable>(for keyPath: KeyPath<AppState, Value>) -> AnyPublisher<Value, LoadError> {
    subject.map(keyPath).removeDuplicates().eraseToAnyPublisher()
  }
}

@MainActor
@Suite("S359: Publisher.map(_:) with a key path")
struct MapKeyPathTests {
  @Test("S359: map(keyPath) publishes the value at the key path of each element, in order")
  func publishesTheKeyPathsValues() {
    let store = Store()
    var counts: [Int] = []
    let cancellable = store.updates(for: \.count).sink(receiveCompletion: { _ in }) { counts.append($0) }
    store.subject.value.count = 1
    store.subject.value.title = "Flags"
    store.subject.value.count = 2
    #expect(counts == [0, 1, 2])
    cancellable.cancel()
  }

  @Test("S359: a key path literal picks the key-path form, and the upstream's failure passes through")
  func literalAndFailure() {
    let subject = PassthroughSubject<AppState, LoadError>()
    let titles: Publishers.MapKeyPath<PassthroughSubject<AppState, LoadError>, String> = subject.map(\.title)
    #expect(titles.keyPath == \AppState.title)
    var received: [String] = []
    var failure: LoadError?
    let cancellable = titles.sink(
      receiveCompletion: { if case .failure(let error) = $0 { failure = error } },
      receiveValue: { received.append($0) })
    subject.send(AppState(count: 1, title: "Flags"))
    subject.send(completion: .failure(.offline))
    subject.send(AppState(count: 2, title: "Late"))
    #expect(received == ["Flags"])
    #expect(failure == .offline)
    cancellable.cancel()
  }
}
