import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Combine as the measured apps' models and screens write it (a search model debouncing its
// query, a file's contents erased to AnyPublisher, a clock with Timer.publish, notifications),
// mounted, so each snippet is compiled in full and its view runs.

/// A search model as ArticleSearchViewModel and MovieSearchState write it.
private final class MovieSearch: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  @Published var isEmptyQuery = true
  private var subscriptionToken: AnyCancellable?
  private var cancellables = Set<AnyCancellable>()
  let didSearch = PassthroughSubject<String, Never>()
  let status = CurrentValueSubject<String, Never>("idle")

  init() {
    subscriptionToken =
      $query
      .map { [weak self] text in
        self?.results = []
        return text
      }
      .throttle(for: 0.5, scheduler: DispatchQueue.main, latest: true)
      .filter { !$0.isEmpty }
      .removeDuplicates()
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .receive(on: RunLoop.main)
      .sink { [weak self] in self?.search(query: $0) }
    $query.map(\.isEmpty).assign(to: &$isEmptyQuery)
    didSearch.sink { [weak self] in self?.status.send("searched \($0)") }.store(in: &cancellables)
  }

  func search(query: String) {
    results = [query]
    didSearch.send(query)
  }

  /// A file's contents published as RSSBud's PersistentFile does.
  var contentPublisher: AnyPublisher<String, Never> {
    $query.removeDuplicates().eraseToAnyPublisher()
  }

  func load() -> AnyPublisher<[String], Error> {
    Future<[String], Error> { promise in promise(.success(["cached"])) }
      .flatMap { items in Just(items).setFailureType(to: Error.self) }
      .catch { _ in Just([]).setFailureType(to: Error.self) }
      .handleEvents(receiveOutput: { _ in })
      .eraseToAnyPublisher()
  }

  func refresh() -> AnyPublisher<Int, Never> {
    Empty<Int, Never>().prepend(0).merge(with: Just(1)).combineLatest(Just("a")) { count, _ in count }
      .replaceError(with: 0).dropFirst(0).scan(0, +).compactMap { $0 }.first().eraseToAnyPublisher()
  }
}

/// A screen as the apps write Combine in views: onReceive of a model's `$property`, a timer
/// and a notification.
private struct SearchScreen: View {
  @StateObject private var search = MovieSearch()
  @State private var now = Date()
  @State private var lastQuery = ""
  @State private var becameActive = 0
  private let timer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

  var body: some View {
    VStack {
      TextField("Search", text: $search.query)
      Text("last \(lastQuery)")
      Text(now, style: .time)
    }
    .onReceive(search.$query) { lastQuery = $0 }
    .onReceive(timer) { now = $0 }
    .onReceive(NotificationCenter.default.publisher(for: Notification.Name("didBecomeActive"))) { _ in
      becameActive += 1
    }
    .onReceive(search.objectWillChange) { _ in }
  }
}

/// Winston's wrapper: `@Published` in a class that is not an `ObservableObject`, read through
/// its publisher.
private final class PublishedWrapper<T> {
  @Published var value: T
  init(_ value: T) { self.value = value }
}

@MainActor
@Suite("Combine as apps write it")
struct CombineSurfaceTests {
  @Test("a search screen's onReceive follows its model's $query")
  func searchScreen() {
    let host = mount(SearchScreen())
    host.setInput("Search", "dune")
    #expect(host.shows("last dune"))
  }

  @Test("a model's pipelines run: assign(to:), erased publishers and a Future")
  func modelPipelines() {
    let search = MovieSearch()
    search.query = "dune"
    #expect(!search.isEmptyQuery)
    var tokens = Set<AnyCancellable>()
    var contents: [String] = []
    var loaded: [[String]] = []
    var refreshed: [Int] = []
    search.contentPublisher.sink { contents.append($0) }.store(in: &tokens)
    search.load().sink(receiveCompletion: { _ in }, receiveValue: { loaded.append($0) }).store(in: &tokens)
    search.refresh().sink { refreshed.append($0) }.store(in: &tokens)
    #expect(contents == ["dune"])
    #expect(loaded == [["cached"]])
    // CombineLatest pairs the merge's last value with Just's, once both have one.
    #expect(refreshed == [1])
  }

  @Test("@Published in a class that is not an ObservableObject publishes through $value")
  func publishedOutsideObservableObject() {
    let wrapper = PublishedWrapper(1)
    var seen: [Int] = []
    let token = wrapper.$value.sink { seen.append($0) }
    wrapper.value = 2
    #expect(seen == [1, 2])
    #expect(wrapper.value == 2)
    token.cancel()
  }
}
