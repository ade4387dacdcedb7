import Testing
@_spi(Inspection) import ViewGraph

/// A key of optional values that declares no default, as Vortex's particle-system key does.
private struct NearestSystemKey: PreferenceKey {
  static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

private struct Reader: View {
  @State private var showsSystem = true
  @State private var nearest: String? = "unset"
  var body: some View {
    VStack {
      Text("Nearest \(nearest ?? "none")")
      Button("Toggle") { showsSystem.toggle() }
      if showsSystem {
        Text("Snow").preference(key: NearestSystemKey.self, value: "snow")
      }
    }
    .onPreferenceChange(NearestSystemKey.self) { nearest = $0 }
  }
}

@MainActor
@Suite("S364: a PreferenceKey of optional values defaults to nil")
struct PreferenceKeyDefaultTests {
  @Test("S364: a key whose Value is optional and declares no defaultValue has nil as its default")
  func defaultIsNil() {
    #expect(NearestSystemKey.defaultValue == nil)
  }

  @Test("S364: a subtree that stops setting the value gives its reader the default, nil")
  func readerSeesNilWhenUnset() {
    let host = mount(Reader())
    #expect(host.texts.contains("Nearest snow"))
    host.press("Toggle")
    #expect(host.texts.contains("Nearest none"))
  }
}
