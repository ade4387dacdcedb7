import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// The SwiftUI API a probe of common iOS 16–26 screens failed on (effects, scrolling, keyframes,
// shaders, rich text, key presses), written as apps write it and mounted, so each snippet is
// compiled in full and its view runs.

private struct EffectsScreen: View {
  @State private var likes = 0
  @State private var isCompact = false
  @Namespace private var glass

  var body: some View {
    VStack {
      Button("Like", systemImage: "heart") { likes += 1 }
        .sensoryFeedback(.impact(flexibility: .soft, intensity: 0.7), trigger: likes)
        .sensoryFeedback(trigger: likes) { old, new in new > old ? .increase : nil }
        .sensoryFeedback(.success, trigger: likes) { _, new in new == 10 }
        .buttonRepeatBehavior(.enabled)
        .hoverEffect(.lift)
        .contentShape(.hoverEffect, Capsule())
      Text("Header")
        .visualEffect { content, proxy in
          content.offset(y: proxy.frame(in: .global).minY).opacity(0.8).blur(radius: 1)
        }
        .geometryGroup()
        .transaction(value: likes) { $0.animation = .spring(.snappy) }
      Rectangle()
        .colorEffect(ShaderLibrary.wave(.float(1), .color(.red), .float2(CGSize(width: 2, height: 3))))
        .layerEffect(ShaderLibrary.bundle(.main).ripple(.boundingRect), maxSampleOffset: .zero)
        .distortionEffect(
          ShaderLibrary.default.bend(.floatArray([1, 2])), maxSampleOffset: CGSize(width: 4, height: 4))
      MeshGradient(
        width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
        colors: [.red, .purple, .indigo, .blue])
      EllipticalGradient(colors: [.white, .teal], endRadiusFraction: 0.7)
      Color.blue.mix(with: .white, by: 0.5)
      Gauge(value: 0.4) { Text("Level") }.tint(Gradient(colors: [.green, .red]))
      Image(systemName: "pencil").glassEffect().glassEffectUnion(id: "tools", namespace: glass)
        .glassEffectTransition(.matchedGeometry)
      Label("Spacing", systemImage: "ruler").labelIconToTitleSpacing(4)
      Text("Late").underline(pattern: .dash, color: .red).strikethrough(true, pattern: .dot)
        .typesettingLanguage(Locale.Language(identifier: "en")).privacySensitive()
        .speechAlwaysIncludesPunctuation()
      Text("Card").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
        .containerRelativeFrame(.vertical) { length, _ in length * 0.8 }
        .transformEffect(.identity).luminanceToAlpha().badge(Text("New")).badge("3")
        .defersSystemGestures(on: .bottom)
      HSplitView {
        Text("Files"); Text("Editor")
      }
      VSplitView { Text("Console") }
    }
  }
}

private struct ScrollingScreen: View {
  @State private var position = ScrollPosition(edge: .top)
  @State private var visibleID: Int?
  @State private var isScrolled = false

  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(0..<3) { row in
          Text("Row \(row)")
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(0.9)
            }
            .onScrollVisibilityChange(threshold: 0.2) { _ in }
        }
      }
      .scrollTargetLayout()
    }
    .scrollPosition($position)
    .scrollPosition(id: $visibleID)
    .onScrollGeometryChange(for: Bool.self) {
      $0.contentOffset.y > 20
    } action: { _, scrolled in
      isScrolled = scrolled
    }
    .onScrollPhaseChange { _, phase in if phase.isScrolling { isScrolled = true } }
    .onScrollTargetVisibilityChange(idType: Int.self) { _ in }
    .scrollTargetBehavior(.viewAligned)
    .defaultScrollAnchor(.bottom, for: .sizeChanges)
    .scrollBounceBehavior(.basedOnSize)
    .safeAreaBar(edge: .bottom) { Button("Top") { position.scrollTo(edge: .top) } }
  }
}

private struct InputScreen: View {
  @State private var notes = ""
  @State private var speed = 1.0
  @State private var isFavorite = false
  @State private var due = Date()
  @State private var pressed = ""
  @State private var findShown = false

  var body: some View {
    Form {
      TextField("Notes", text: $notes, prompt: Text("Add a note"), axis: .vertical)
      Slider(value: $speed, in: 0...2, step: 0.25) {
        Text("Speed")
      } onEditingChanged: { _ in
      }
      Toggle("Favorite", systemImage: "star", isOn: $isFavorite).toggleStyle(.button)
      DatePicker("Due", selection: $due).datePickerStyle(.graphical)
      TextEditor(text: $notes).textEditorStyle(.plain).findNavigator(isPresented: $findShown)
        .findDisabled(false).replaceDisabled().writingToolsBehavior(.limited)
      Text(timerInterval: Date()...Date().addingTimeInterval(90), countsDown: true)
      ProgressView(timerInterval: Date()...Date().addingTimeInterval(60)) { Text("Brewing") }
      Text("Keys \(pressed)")
        .focusable()
        .focusSection()
        .onKeyPress(.return) {
          pressed = "return"; return .handled
        }
        .onKeyPress(characters: .decimalDigits) { press in
          pressed = press.characters; return .handled
        }
        .onKeyPress(keys: [.upArrow, .downArrow], phases: .down) { _ in .ignored }
        .onKeyPress { _ in .ignored }
        .onContinuousHover { phase in if case .ended = phase { pressed = "" } }
        .userActivity("com.example.notes") { activity in activity.title = "Notes" }
        .onContinueUserActivity("com.example.notes") { activity in pressed = activity.activityType }
        .handlesExternalEvents(preferring: ["notes"], allowing: ["*"])
        .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://example.com")!) })
    }
  }
}

private struct ValidatedForm: View {
  enum Field: Hashable { case name, email }
  @AccessibilityFocusState private var isErrorFocused: Bool
  @AccessibilityFocusState(for: .voiceOver) private var focusedField: Field?
  var body: some View {
    VStack {
      Text("Error").accessibilityFocused($isErrorFocused)
        .accessibilityRepresentation { Text("An error") }.accessibilityShowsLargeContentViewer()
      Text("Email").accessibilityFocused($focusedField, equals: .email)
        .accessibilityActions {
          Button("Clear") {}
          Button("Paste") {}
        }
      Button("Check") {
        isErrorFocused = true
        focusedField = .email
      }
      Text("Error focused \(isErrorFocused), field \(focusedField == .email ? "email" : "none")")
        .navigationDocument(URL(string: "https://example.com/doc")!)
    }
  }
}

private struct Shimmer: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line { context.draw(run, options: .disablesSubpixelQuantization) }
    }
  }
}

// IceCubesApp's design system: symbols in lower case are Apple's, others are the app's assets.
extension Label where Title == Text, Icon == Image {
  fileprivate init(_ title: LocalizedStringKey, imageNamed: String) {
    if imageNamed.lowercased() == imageNamed {
      self.init(title, systemImage: imageNamed)
    } else {
      self.init(title, image: imageNamed)
    }
  }
}

// SotkaApp's design system: a nonisolated static function of a nested enum builds an icon
// whose overlay captures a non-Sendable value. SwiftUI's overlay and background are
// nonisolated; main-actor ones would make the closure cross isolation ("sending … risks
// causing data races", an error in Swift 6 mode), so this file would not compile.
public enum RowIcon: String { case star, heart }

private struct IconRow: View {
  let icon: RowIcon
  var body: some View { Leading.makeIconView(with: icon) }

  enum Leading {
    static func makeIconView(with name: RowIcon) -> some View {
      RoundedRectangle(cornerRadius: 8)
        .fill(Color.blue)
        .frame(width: 34, height: 34)
        .overlay { Image(systemName: name.rawValue).foregroundStyle(Color.red) }
        .background { Text(name.rawValue) }
        .onTapGesture { _ = name.rawValue }
    }
  }
}

// RSSBud's menu style wraps the menu itself; CodexBar shows details behind a link button.
private struct PressableMenuStyle: MenuStyle {
  var isPressed = false
  func makeBody(configuration: Configuration) -> some View {
    Menu(configuration).scaleEffect(isPressed ? 0.97 : 1)
  }
}

private struct DetailsScreen: View {
  @State private var isExpanded = false
  var body: some View {
    VStack {
      Menu("More") { Button("Copy") {} }.menuStyle(PressableMenuStyle())
      Button(isExpanded ? "Hide details" : "Show details") { isExpanded.toggle() }
        .buttonStyle(.link)
        .font(.footnote)
    }
  }
}

private struct AssetLabelsScreen: View {
  let boosts: String
  var body: some View {
    VStack {
      Label("Boost", imageNamed: "Rocket")
      Label("Reply", imageNamed: "arrowshape.turn.up.left")
      Label(boosts, image: "Rocket")
      Label("Asset", image: ImageResource(name: "Rocket", bundle: .main))
    }
  }
}

@MainActor
@Suite("The SwiftUI API a probe of common screens failed on") struct ProbedSurfaceTests {
  @Test("overlay and background are nonisolated, as SwiftUI's: a nonisolated helper's content mounts")
  func nonisolatedOverlay() {
    let host = mount(IconRow(icon: .heart))
    #expect(host.texts == ["heart"])
  }

  @Test("a link-styled button acts; a menu style may wrap Menu(configuration)")
  func linkButtonAndMenuStyle() {
    let host = mount(DetailsScreen())
    host.tap("Show details")
    #expect(host.shows("Hide details"))
  }

  @Test("a label with an asset image, by name or resource, shows its title")
  func assetLabels() {
    let host = mount(AssetLabelsScreen(boosts: "3 boosts"))
    #expect(host.texts == ["Boost", "Reply", "3 boosts", "Asset"])
  }

  @Test("effects, shaders, gradients and layouts record their modifiers and mount their content")
  func effectsMount() {
    let host = mount(EffectsScreen())
    #expect(host.control("Like")?.kind == .button)
    #expect(host.texts.contains("Files"))
    #expect(host.texts.contains("Console"))
    let names = Set(host.root.descendants.compactMap { $0.recordedModifier?.name })
    for name in [
      "visualEffect", "colorEffect", "layerEffect", "distortionEffect", "glassEffectUnion", "hoverEffect",
    ] {
      #expect(names.contains(name), "\(name) is recorded")
    }
  }

  @Test("scroll API records; a safe-area bar's button is mounted and acts")
  func scrollingMounts() {
    let host = mount(ScrollingScreen())
    #expect(host.texts.contains("Row 2"))
    host.tap("Top")
    var position = ScrollPosition(id: 3)
    #expect(position.viewID(type: Int.self) == 3)
    position.scrollTo(y: 40)
    #expect(position.point == CGPoint(x: 0, y: 40))
    #expect(position.viewID == nil)
  }

  @Test("input controls of iOS 16–26 are controls titled by their labels")
  func inputsAreControls() {
    let host = mount(InputScreen())
    #expect(host.control("Notes")?.kind == .textField)
    #expect(host.control("Speed")?.kind == .slider)
    #expect(host.control("Favorite")?.kind == .toggle)
    #expect(host.control("Due")?.kind == .datePicker)
    #expect(host.control("Favorite")?.isOn?.wrappedValue == false)
    #expect(host.texts.contains("1:30") || host.texts.contains("1:29"))
  }

  @Test("an @AccessibilityFocusState is the view's own state: the code moves it, and it is kept")
  func accessibilityFocusState() {
    let host = mount(ValidatedForm())
    #expect(host.shows("Error focused false, field none"))
    host.tap("Check")
    #expect(host.shows("Error focused true, field email"))
    #expect(!host.texts.contains("An error"))
    #expect(host.control("Clear") == nil)
  }

  @Test("a text renderer and custom attributes compile and the text mounts")
  func textRenderer() {
    let host = mount(Text("Loading").customAttribute(Highlight()).textRenderer(Shimmer()))
    #expect(host.texts == ["Loading"])
  }

  @Test("Color.resolve reads system, component and mixed colors; Color(resolved) round-trips")
  func colorResolution() {
    let environment = EnvironmentValues()
    #expect(Color.blue.resolve(in: environment) == Color.Resolved(red: 0, green: 0.478, blue: 1))
    #expect(Color(red: 1, green: 0.5, blue: 0).opacity(0.5).resolve(in: environment).opacity == 0.5)
    let gray = Color.black.mix(with: .white, by: 0.25).resolve(in: environment)
    #expect(gray.red == 0.25 && gray.green == 0.25 && gray.blue == 0.25)
    #expect(Color(Color.Resolved(red: 0.2, green: 0.4, blue: 0.6)).resolve(in: environment).green == 0.4)
    #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: environment).red == 1)
    #expect(Color("Brand").resolve(in: environment) == Color.Resolved(red: 0, green: 0, blue: 0))
  }

  @Test("a static @State in a PreviewProvider compiles and reads its initial value")
  func staticStateInPreviews() {
    let host = mount(ProgressPreviews.previews)
    #expect(
      host.nodes(ProgressView<EmptyView, EmptyView>.self).first?.value as? ProgressView<EmptyView, EmptyView>
        != nil)
    #expect(ProgressPreviews.progress == 0.25)
  }

  @Test("an optional @SceneStorage starts at nil and keeps what is written, as @State does")
  func optionalSceneStorage() {
    let host = mount(RestoredSelection())
    #expect(host.shows("Selection none, tab none, count 0"))
    host.tap("Pick")
    #expect(host.shows("Selection a, tab sent, count 2"))
    #expect(host.control("Bold") == nil)
  }

  @Test("trimmedPath keeps the part of the path between two fractions of its length")
  func trimmedPath() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 10))
    let half = path.trimmedPath(from: 0, to: 0.5)
    #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
    let middle = path.trimmedPath(from: 0.25, to: 0.75)
    #expect(middle.boundingRect == CGRect(x: 5, y: 0, width: 5, height: 5))
    #expect(path.trimmedPath(from: 0.6, to: 0.4).isEmpty)
  }

  @Test("_AppearanceActionModifier applied directly runs its actions, as onAppear and onDisappear do")
  func appearanceModifierApplied() {
    var log: [String] = []
    let host = mount(
      Rendered { Text("Ticker").modifier(_AppearanceActionModifier(appear: { log.append("appear") })) })
    #expect(log == ["appear"])
    _ = host
  }

  @Test(
    "S140, S69: \\.controlSize follows .controlSize(_:); @FocusedObject reads nil; the macOS commands are recorded"
  )
  func macCommands() {
    let host = mount(MacCommandsScreen())
    #expect(host.texts.contains("Size small, document none"))
    #expect(host.texts.contains("Size other, document none"))
    let names = Set(host.root.descendants.compactMap { $0.recordedModifier?.name })
    #expect(
      names.isSuperset(of: ["onDeleteCommand", "onMoveCommand", "focusedObject", "focusEffectDisabled"]))
  }

  @Test("Text(timerInterval:) shows the time left, or elapsed, when built")
  func timerText() {
    let start = Date()
    #expect(
      mount(Text(timerInterval: start...start.addingTimeInterval(3_700), pauseTime: start)).texts == [
        "1:01:40"
      ])
    #expect(
      mount(Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start, countsDown: false))
        .texts
        == ["0:00"])
  }
}

private struct Highlight: TextAttribute {}

private final class DocumentModel: ObservableObject {
  @Published var isBold = false
}

private struct SizeReader: View {
  @Environment(\.controlSize) private var controlSize
  @FocusedObject private var document: DocumentModel?
  var body: some View {
    Text("Size \(controlSize == .small ? "small" : "other"), document \(document == nil ? "none" : "some")")
  }
}

private struct MacCommandsScreen: View {
  @StateObject private var document = DocumentModel()
  @State private var pick = 0
  var body: some View {
    VStack {
      SizeReader().controlSize(.small)
      SizeReader()
      List { Text("Row") }
        .onDeleteCommand { document.isBold = false }
        .onExitCommand {}
        .onMoveCommand { direction in if direction == .up { pick = 1 } }
        .onCopyCommand { [] }
        .focusEffectDisabled()
        .focusedObject(document)
        .focusedSceneObject(document)
      Picker("Pick", selection: $pick) { Text("A").tag(0) }.pickerStyle(.radioGroup)
    }
  }
}

private struct ProgressPreviews: PreviewProvider {
  @State static var progress: Double = 0.25
  static var previews: some View { ProgressView(value: progress) }
}

private struct RestoredSelection: View {
  enum Tab: String { case inbox, sent }
  @SceneStorage("selection") private var selection: String?
  @SceneStorage("tab") private var tab: Tab?
  @SceneStorage("count") private var count: Int?
  var body: some View {
    VStack {
      Text("Selection \(selection ?? "none"), tab \(tab?.rawValue ?? "none"), count \(count ?? 0)")
      Button("Pick") {
        selection = "a"
        tab = .sent
        count = 2
      }
      .buttonStyle(.card)
      .touchBar { Button("Bold") {} }
      .touchBarItemPresence(.required("pick"))
    }
  }
}
