import Testing
@_spi(Inspection) import ViewGraph

@_spi(Inspection) @testable import StateHarness

@Observable
final class Store {
  var name = ""
  var isOn = true
  var count = 0
}

enum Mode: Hashable { case day, night }

struct ModeKey: EnvironmentKey {
  static let defaultValue = Mode.day
}

extension EnvironmentValues {
  var mode: Mode {
    get { self[ModeKey.self] }
    set { self[ModeKey.self] = newValue }
  }
}

/// The correct screen: owns its store, shares it, binds a child, reads the environment.
struct Screen: View {
  @State var store = Store()
  @Environment(\.mode) var mode
  var body: some View {
    Form {
      NameSection(store: store)
      SwitchSection(isOn: $store.isOn)
      Text("Mode: \(mode == .night ? "Night" : "Day")")
      Stepper("Count \(store.count)", value: $store.count)
      Button("Reset") { store.count = 0 }
    }
  }
}

struct NameSection: View {
  @Bindable var store: Store
  var body: some View { TextField("Name", text: $store.name) }
}

struct SwitchSection: View {
  @Binding var isOn: Bool
  var body: some View { Toggle("Switch", isOn: $isOn) }
}

/// Holds its model in a plain let: re-created by every parent re-render.
struct LetScreen: View {
  let store = Store()
  var body: some View { Text("let screen") }
}

/// Holds its model in @Bindable with a default: re-created by every parent re-render.
struct BindableOwnerScreen: View {
  @Bindable var store = Store()
  var body: some View { Text("bindable owner") }
}

/// Passes its store to a child that takes ownership with @State.
struct StateChildScreen: View {
  @State var store = Store()
  var body: some View { StateChild(store: store) }
}

struct StateChild: View {
  @State var store: Store
  var body: some View { Text("state child") }
}

/// Gives its child a fresh store instead of its own.
struct FreshChildScreen: View {
  @State var store = Store()
  var body: some View { NameSection(store: Store()) }
}

/// The child keeps a @State copy of the flag instead of a binding.
struct CopyingScreen: View {
  @State var store = Store()
  var body: some View { CopyingSection(isOn: store.isOn) }
}

struct CopyingSection: View {
  @State var isOn: Bool
  var body: some View { Toggle("Switch", isOn: $isOn) }
}

/// The name field edits a @State copy seeded from the store.
struct CopyingNameScreen: View {
  @State var store = Store()
  var body: some View { CopyingNameField(name: store.name) }
}

struct CopyingNameField: View {
  @State var name: String
  var body: some View { TextField("Name", text: $name) }
}

/// Gives its child a constant binding instead of one to the store.
struct ConstantChildScreen: View {
  @State var store = Store()
  var body: some View { SwitchSection(isOn: .constant(true)) }
}

/// Writes the flag but never shows it: a constant binding.
struct ConstantScreen: View {
  @State var store = Store()
  var body: some View { Toggle("Switch", isOn: .constant(true)) }
}

/// Reads the mode but shields a subtree with its own value.
struct ShieldedScreen: View {
  var body: some View {
    VStack {
      ModeReader()
      ModeReader().environment(\.mode, .day)
    }
  }
}

struct ModeReader: View {
  @Environment(\.mode) var mode
  var body: some View { Text("reader \(mode)") }
}

struct TwoStores: View {
  @State var first = Store()
  @State var second = Store()
  var body: some View { Text("two") }
}

struct Disabled: View {
  var body: some View {
    VStack {
      Button("Save") {}.disabled(true)
    }
  }
}

struct WritesInBody: View {
  @State var count = 0
  var body: some View {
    count = 1
    return Text("writes")
  }
}

struct Conditional: View {
  @State var shows = true
  var body: some View {
    VStack {
      if shows { Button("Hide me") { shows = false } }
      Text("always")
    }
  }
}
