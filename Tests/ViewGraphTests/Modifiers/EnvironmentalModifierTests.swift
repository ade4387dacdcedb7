import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A badge under its content: a counter that keeps its tap count in its own state.
private struct Badge: ViewModifier {
  let label: String
  func body(content: Content) -> some View {
    VStack {
      content
      BadgeCounter(label: label)
    }
  }
}

private struct BadgeCounter: View {
  let label: String
  @State private var taps = 0
  var body: some View { Button("\(label) \(taps)") { taps += 1 } }
}

/// Resolves to a badge named after the color scheme it is applied in.
private struct SchemeBadge: EnvironmentalModifier {
  func resolve(in environment: EnvironmentValues) -> Badge {
    Badge(label: environment.colorScheme == .dark ? "Dark" : "Light")
  }
}

/// Keeps the locale of the environment it is applied in, as Clean Architecture's
/// `LocaleReader` does for a search that runs outside the view.
private struct LocaleReader: EnvironmentalModifier {
  /// Written while the graph resolves and read by the test afterwards, on the main actor.
  final class Container: @unchecked Sendable { var locale = Locale(identifier: "en_US") }
  let container: Container

  func resolve(in environment: EnvironmentValues) -> some ViewModifier {
    container.locale = environment.locale
    return Marker()
  }

  private struct Marker: ViewModifier {
    func body(content: Content) -> some View { content.onAppear() }
  }
}

private struct Screen: View {
  @State private var isDark = false
  var body: some View {
    VStack {
      Button("Switch") { isDark.toggle() }
      Text("Title").modifier(SchemeBadge())
    }
    .environment(\.colorScheme, isDark ? .dark : .light)
  }
}

@MainActor
@Suite("S357: EnvironmentalModifier")
struct EnvironmentalModifierTests {
  @Test("S357: the modifier applied is the one resolved in the view's environment")
  func resolvesInTheEnvironment() {
    let host = mount(Screen())
    #expect(host.shows("Title"))
    #expect(host.shows("Light 0"))
  }

  @Test("S357: a change to the environment resolves again, and the resolved modifier keeps its state")
  func resolvesAgainOnChange() {
    let host = mount(Screen())
    host.tap("Light 0")
    host.tap("Switch")
    #expect(host.shows("Dark 1"))
    #expect(!host.shows("Light 1"))
  }

  @Test("S357: resolve(in:) sees the environment's values, as a locale a view above sets")
  func seesTheEnvironmentValues() {
    let container = LocaleReader.Container()
    let french = Locale(identifier: "fr_FR")
    _ = mount(Text("Countries").modifier(LocaleReader(container: container)).environment(\.locale, french))
    #expect(container.locale.identifier == "fr_FR")
  }
}
