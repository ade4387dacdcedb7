// Written as an app built with the current SDK writes it: a design system that forwards a
// main-actor action, a `@preconcurrency` environment key, optional `@AppStorage`, Xcode 27's
// `@ContentBuilder`, an untyped `@State` set through the memberwise initialiser and `@State`
// in a class, each as SwiftUI's declarations accept them. Unchanged, and no package target:
// CI compiles it as a mirror does in Swift 5 and Swift 6 mode (issue 49).
// `viewgraph-compat --swift-version 6 Tests/CurrentSDKFixtures` is the check.
import Foundation
import SwiftUI
import UniformTypeIdentifiers.UTType

/// A design system's button: its action is what SwiftUI's own `Button` takes.
struct PrimaryButton: View {
  let title: String
  let action: @MainActor @Sendable () -> Void

  var body: some View {
    Button(title, systemImage: "checkmark", action: action)
      .buttonStyle(.borderedProminent)
  }
}

/// Forwards the same action through every control that takes one.
struct ForwardingControls: View {
  let action: @MainActor @Sendable () -> Void
  let asyncAction: @Sendable () async -> Void

  var body: some View {
    VStack {
      Button(action: action) { Text("Custom") }
      Button("Plain", action: action)
      Button("Delete", role: .destructive, action: action)
      Menu("More") {
        Button("Again", action: action)
      } primaryAction: {
        action()
      }
      // SwiftUI declares these closures without an actor: a closure written here inherits
      // the view's main actor, where it calls the action.
      Text("Tap").onTapGesture { action() }
      Text("Double").onTapGesture(count: 2) { action() }
      TextField("Name", text: .constant("")).onSubmit { action() }
      List { Text("Row") }.refreshable { await asyncAction() }
    }
    .task { await asyncAction() }
    .onAppear { action() }
    .onDisappear { action() }
    .onChange(of: 1) { action() }
    .alert("Title", isPresented: .constant(false)) {
      Button("OK", action: action)
    }
    .confirmationDialog("Sure?", isPresented: .constant(false)) {
      Button("Yes", role: .destructive, action: action)
    }
  }
}

@MainActor
final class SessionModel {
  var name = "Ada"
}

/// A key whose default value is a main-actor model, conformed as Swift 6 asks.
struct SessionModelKey: @preconcurrency EnvironmentKey {
  @MainActor static var defaultValue = SessionModel()
}

extension EnvironmentValues {
  var sessionModel: SessionModel {
    get { self[SessionModelKey.self] }
    set { self[SessionModelKey.self] = newValue }
  }
}

/// Optional storages, which start at nil.
struct StoredPreferences: View {
  @AppStorage("nickname") private var nickname: String?
  @AppStorage("interval") private var interval: TimeInterval?
  @AppStorage("launches") private var launches: Int?
  @AppStorage("enabled") private var enabled: Bool?
  @AppStorage("ratio") private var ratio: Double?
  @AppStorage("site") private var site: URL?
  @AppStorage("blob") private var blob: Data?

  var body: some View {
    Text(nickname ?? "none")
    Text("\(interval ?? 0) \(launches ?? 0) \(enabled ?? false) \(ratio ?? 0)")
    Text(site?.absoluteString ?? "")
    Text("\(blob?.count ?? 0) \(UTType.plainText.identifier)")
  }
}

/// A card written for Xcode 27, whose builders are `@ContentBuilder`.
struct Card<Content: View>: View {
  let content: Content

  init(@ContentBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    VStack { content }
  }
}

/// An untyped `@State` keeps its memberwise parameter.
struct LabeledCounter: View {
  var label: String
  @State var count = 0
  @State var ratio = 0.5
  @State var title = "Counter"
  @State var isOn = false
  @State var date = Date(timeIntervalSince1970: 0)

  var body: some View {
    Card {
      Text("\(label): \(count)")
      Toggle(title, isOn: $isOn)
      Text("\(ratio) \(date)")
    }
  }
}

/// `@State` in a class compiles as SwiftUI's property wrapper does.
@MainActor
final class LegacyHolder {
  @State var n = 0
}

struct CurrentSDKShapesScreen: View {
  @Environment(\.sessionModel) private var session
  @State private var taps = 0

  var body: some View {
    VStack {
      PrimaryButton(title: session.name) { taps += 1 }
      ForwardingControls(action: { taps += 1 }, asyncAction: {})
      StoredPreferences()
      LabeledCounter(label: "x", count: 4)
      LabeledCounter(label: "y", count: 1, ratio: 1, title: "T", isOn: true, date: .now)
      LabeledCounter(label: "z")
      Text("\(LegacyHolder().n)")
    }
  }
}
