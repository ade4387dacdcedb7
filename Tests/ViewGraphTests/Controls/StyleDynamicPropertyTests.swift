import Testing
@_spi(Inspection) import ViewGraph

/// A custom style's own `@Environment` and `@State` are installed where its body is mounted,
/// as a view's are (S197): the style reads the environment of the control it styles, keeps
/// its state with the control's identity, and re-renders when what it reads changes.
@MainActor
@Suite("S197: a style's dynamic properties are installed") struct StyleDynamicPropertyTests {
  @Test("S197: a ButtonStyle's @Environment reads the styled button's environment")
  func buttonStyleReadsTheButtonsEnvironment() {
    var warnings: [RuntimeWarning] = []
    let host = mount(EnabledButtonsScreen(), warnings: &warnings)
    #expect(host.texts == ["Save", "enabled", "Delete", "disabled"])
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test("S197: a style's installed @Environment does not keep its host's environment alive")
  func styleDoesNotOutliveItsHost() {
    // The style is held by the environment that sets it; a box of that copy claimed by the
    // style's node pointed back at the environment, a cycle LeakSanitizer found.
    weak var window: UndoManager?
    do {
      let host = mount(EnabledButtonsScreen())
      window = host.root.environment.undoManager
      #expect(host.texts == ["Save", "enabled", "Delete", "disabled"])
    }
    #expect(window == nil)
  }

  @Test("S197: a ButtonStyle re-renders when the environment it reads changes")
  func buttonStyleFollowsTheEnvironment() {
    var warnings: [RuntimeWarning] = []
    let host = mount(LockableScreen(), warnings: &warnings)
    #expect(host.texts.contains("Save enabled"))
    warnings += collectWarnings(in: host) { host.tap("Lock") }
    #expect(host.texts.contains("Save disabled"))
    warnings += collectWarnings(in: host) { host.tap("Lock") }
    #expect(host.texts.contains("Save enabled"))
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test("S197: a ButtonStyle's @State is kept with the styled button's identity")
  func buttonStyleKeepsItsState() {
    var warnings: [RuntimeWarning] = []
    let host = mount(CountingScreen(), warnings: &warnings)
    #expect(host.texts.contains("appeared 1"))
    // The screen re-renders and makes a new style value: the state stays the identity's.
    warnings += collectWarnings(in: host) { host.tap("Save") }
    #expect(host.texts.contains("saved 1"))
    #expect(host.texts.contains("appeared 1"))
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test("S197: each button below one ButtonStyle has its own style @State")
  func eachStyledButtonHasItsOwnState() {
    var warnings: [RuntimeWarning] = []
    let host = mount(
      VStack {
        Button("One") {}
        Button("Two") {}
      }
      .buttonStyle(AppearanceCountingStyle()), warnings: &warnings)
    #expect(host.texts == ["One", "appeared 1", "Two", "appeared 1"])
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test("S197: a PrimitiveButtonStyle's @Environment reads the styled button's environment")
  func primitiveButtonStyleReadsTheButtonsEnvironment() {
    var warnings: [RuntimeWarning] = []
    let host = mount(
      Button("Send") {}.buttonStyle(EnabledPrimitiveStyle()).disabled(true), warnings: &warnings)
    #expect(host.texts.contains("Send disabled"))
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test("S197: a ToggleStyle's @State and @Environment are installed; its button writes the state")
  func toggleStyleKeepsStateAndReadsTheEnvironment() {
    var warnings: [RuntimeWarning] = []
    let host = mount(FlipScreen().environment(\.styleAccent, "teal"), warnings: &warnings)
    #expect(host.texts.contains("teal flips 0"))
    warnings += collectWarnings(in: host) { host.tap("Flip") }
    #expect(host.texts.contains("teal flips 1"))
    #expect(host.control("Wi-Fi")?.isOn?.wrappedValue == false)
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }

  @Test("S197: label, progress, group box, labeled content and gauge styles read the environment")
  func otherStylesReadTheEnvironment() {
    var warnings: [RuntimeWarning] = []
    let host = mount(OtherStylesScreen().environment(\.styleAccent, "teal"), warnings: &warnings)
    for family in ["label", "progress", "groupBox", "labeledContent", "gauge"] {
      #expect(host.texts.contains("\(family) teal"), "\(family)")
    }
    #expect(warnings.isEmpty, "\(warnings.map(\.message))")
  }
}

/// A value a test sets above a styled control, for its style to read.
private struct StyleAccentKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  fileprivate var styleAccent: String {
    get { self[StyleAccentKey.self] }
    set { self[StyleAccentKey.self] = newValue }
  }
}

/// SotkaApp's pattern: the style dims itself when the button is disabled.
private struct EnabledStyle: ButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
    Text(isEnabled ? "enabled" : "disabled")
  }
}

private struct EnabledButtonsScreen: View {
  var body: some View {
    VStack {
      Button("Save") {}
      Button("Delete") {}.disabled(true)
    }
    .buttonStyle(EnabledStyle())
  }
}

/// Shows whether it is enabled in one text, so a screen with other texts reads it whole.
private struct NamedEnabledStyle: ButtonStyle {
  let name: String
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
    Text("\(name) \(isEnabled ? "enabled" : "disabled")")
  }
}

/// The styled button sits in a view with no inputs, so only the environment reaches it.
private struct StyledSaveButton: View {
  var body: some View {
    Button("Save") {}.buttonStyle(NamedEnabledStyle(name: "Save"))
  }
}

private struct LockableScreen: View {
  @State private var isLocked = false

  var body: some View {
    VStack {
      Button("Lock") { isLocked.toggle() }
      StyledSaveButton().disabled(isLocked)
    }
  }
}

/// Counts its appearances in its own state: once per styled button's identity.
private struct AppearanceCountingStyle: ButtonStyle {
  @State private var appearances = 0

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
    Text("appeared \(appearances)")
      .onAppear { appearances += 1 }
  }
}

private struct CountingScreen: View {
  @State private var saves = 0

  var body: some View {
    VStack {
      Button("Save") { saves += 1 }.buttonStyle(AppearanceCountingStyle())
      Text("saved \(saves)")
    }
  }
}

private struct EnabledPrimitiveStyle: PrimitiveButtonStyle {
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    Button(configuration)
    Text("Send \(isEnabled ? "enabled" : "disabled")")
  }
}

/// A toggle drawn as a button that counts its flips in the style's own state.
private struct FlipCountingStyle: ToggleStyle {
  @State private var flips = 0
  @Environment(\.styleAccent) private var accent

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
    Button("Flip") {
      flips += 1
      configuration.isOn.toggle()
    }
    Text("\(accent) flips \(flips)")
  }
}

private struct FlipScreen: View {
  @State private var isOn = true

  var body: some View {
    Toggle("Wi-Fi", isOn: $isOn).toggleStyle(FlipCountingStyle())
  }
}

private struct AccentLabelStyle: LabelStyle {
  @Environment(\.styleAccent) private var accent
  func makeBody(configuration: Configuration) -> some View {
    configuration.title
    Text("label \(accent)")
  }
}

private struct AccentProgressStyle: ProgressViewStyle {
  @Environment(\.styleAccent) private var accent
  func makeBody(configuration: Configuration) -> some View {
    Text("progress \(accent)")
  }
}

private struct AccentGroupBoxStyle: GroupBoxStyle {
  @Environment(\.styleAccent) private var accent
  func makeBody(configuration: Configuration) -> some View {
    configuration.content
    Text("groupBox \(accent)")
  }
}

private struct AccentLabeledContentStyle: LabeledContentStyle {
  @Environment(\.styleAccent) private var accent
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
    Text("labeledContent \(accent)")
  }
}

private struct AccentGaugeStyle: GaugeStyle {
  @Environment(\.styleAccent) private var accent
  func makeBody(configuration: Configuration) -> some View {
    Text("gauge \(accent)")
  }
}

private struct OtherStylesScreen: View {
  var body: some View {
    VStack {
      Label("Inbox", systemImage: "tray").labelStyle(AccentLabelStyle())
      ProgressView(value: 0.5).progressViewStyle(AccentProgressStyle())
      GroupBox { Text("Box") }.groupBoxStyle(AccentGroupBoxStyle())
      LabeledContent("Tasks", value: "2").labeledContentStyle(AccentLabeledContentStyle())
      Gauge(value: 0.5) { Text("Level") }.gaugeStyle(AccentGaugeStyle())
    }
  }
}
