import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A model that derives one property from another through `$source`.
private final class Profile: ObservableObject {
  @Published var source = ""
  @Published var name = ""
  var seen: [String] = []
  private var cancellables = Set<AnyCancellable>()

  init() {
    $source.map { $0.uppercased() }.assign(to: &$name)
    $name.sink { [unowned self] new in seen.append("\(new) (was \(name))") }.store(in: &cancellables)
  }
}

private struct ProfileView: View {
  @StateObject var profile = Profile()
  var body: some View {
    VStack {
      Text("name \(profile.name)")
      Button("rename") { profile.source = "ada" }
    }
  }
}

@MainActor
@Suite("@Published's publisher")
struct PublishedPublisherTests {
  @Test("S172: $property gives the current value, then each new one before the object holds it")
  func willSetValues() {
    let profile = Profile()
    profile.name = "bo"
    profile.name = "cy"
    #expect(profile.seen == [" (was )", "bo (was )", "cy (was bo)"])
  }

  @Test("S172: assign(to: &$property) announces each write, so views reading it update")
  func assignUpdatesViews() {
    let host = mount(ProfileView())
    #expect(host.shows("name "))
    host.tap("rename")
    #expect(host.shows("name ADA"))
  }

  @Test("S172: the assign(to:) subscription ends with the object that holds the property")
  func assignEndsWithObject() {
    let source = PassthroughSubject<String, Never>()
    weak var released: Target?
    do {
      let target = Target()
      source.assign(to: &target.$value)
      source.send("one")
      #expect(target.value == "one")
      released = target
    }
    #expect(released == nil)
    source.send("two")
  }
}

private final class Target: ObservableObject {
  @Published var value = ""
}
