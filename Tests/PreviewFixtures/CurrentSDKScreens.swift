// The shapes of Tests/CurrentSDKFixtures that tests drive: written as an app built with the
// current SDK writes them, `import SwiftUI`, compiled with `-module-alias SwiftUI=ViewGraph`.
import Foundation
import SwiftUI

/// A design system's button: its action is what SwiftUI's own `Button` takes (S284).
struct ForwardingButton: View {
  let title: String
  let action: @MainActor @Sendable () -> Void

  var body: some View {
    Button(title, systemImage: "plus", action: action)
  }
}

@MainActor
public final class ForwardedModel {
  public var name = "Ada"
  public init() {}
}

/// A key whose default value is a main-actor model, conformed as Swift 6 asks (S285).
struct ForwardedModelKey: @preconcurrency EnvironmentKey {
  @MainActor static var defaultValue = ForwardedModel()
}

extension EnvironmentValues {
  var forwardedModel: ForwardedModel {
    get { self[ForwardedModelKey.self] }
    set { self[ForwardedModelKey.self] = newValue }
  }
}

/// A card written for Xcode 27, whose builders are `@ContentBuilder` (S280).
struct ContentCard<Content: View>: View {
  let content: Content

  init(@ContentBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    VStack { content }
  }
}

/// Untyped `@State`s, each a parameter of the memberwise initialiser (S282).
struct UntypedCounter: View {
  var label: String
  @State var count = 0
  @State var step = 1.5
  @State var title = "Counter"
  @State var isOn = false
  @State var start = Date(timeIntervalSince1970: 0)

  var body: some View {
    ContentCard {
      Text("\(label): \(count)")
      Text("\(title) \(step) \(isOn) \(Int(start.timeIntervalSince1970))")
      Button("Increment \(label)") { count += 1 }
    }
  }
}

/// `@State` in a class compiles as SwiftUI's property wrapper does (S283).
@MainActor
public final class StateInClass {
  @State var hits = 3
  public init() {}
  public var currentHits: Int { hits }
}

public enum SortOrder: String {
  case name, date
}

/// Optional storages, nil until written (S281).
public struct OptionalStorageScreen: View {
  @AppStorage("site") private var site: URL?
  @AppStorage("sort") private var sort: SortOrder?
  @AppStorage("interval") private var interval: TimeInterval?

  public init() {}

  public var body: some View {
    Text("site \(site?.absoluteString ?? "none")")
    Text("sort \(sort?.rawValue ?? "none")")
    Text("interval \(interval.map { "\($0)" } ?? "none")")
    Button("Set") {
      site = URL(string: "https://example.com")
      sort = .date
      interval = 2.5
    }
    Button("Clear") {
      site = nil
      sort = nil
      interval = nil
    }
  }
}

/// Every shape, as a screen a test mounts.
public struct CurrentSDKScreen: View {
  @Environment(\.forwardedModel) private var model
  @State private var taps = 0

  public init() {}

  public var body: some View {
    VStack {
      Text("\(model.name) tapped \(taps)")
      ForwardingButton(title: "Forwarded") { taps += 1 }
      UntypedCounter(
        label: "set", count: 4, step: 2, title: "T", isOn: true, start: .init(timeIntervalSince1970: 9))
      UntypedCounter(label: "default")
    }
  }
}
