import Testing
@_spi(Inspection) import ViewGraph

private struct NetworkSettings: View {
  @State private var wifi = true
  @State private var bluetooth = false
  var body: some View {
    Form {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle(isOn: $bluetooth) {
        Text("Bluetooth")
      }
      Text("wifi \(wifi ? "on" : "off"), bluetooth \(bluetooth ? "on" : "off")")
    }
  }
}

@MainActor
@Suite("Toggle")
struct ToggleTests {
  @Test("a toggle is a toggle control whose binding is its isOn value")
  func toggleControl() throws {
    let host = mount(NetworkSettings())
    let wifi = try #require(host.control("Wi-Fi"))
    #expect(wifi.kind == .toggle)
    #expect(wifi.isOn?.wrappedValue == true)
    #expect(wifi.binding?.currentValue as? Bool == true)
    #expect(wifi.tap == nil && wifi.textInput == nil)
  }

  @Test("a tap flips the bound value, and the view reading it follows")
  func tapFlips() {
    let host = mount(NetworkSettings())
    host.tap("Wi-Fi")
    #expect(host.shows("wifi off, bluetooth off"))
    host.tap("Bluetooth")
    #expect(host.shows("wifi off, bluetooth on"))
    #expect(host.control("Bluetooth")?.isOn?.wrappedValue == true)
  }

  @Test("a toggle labelled by a view is titled by its label's text, which is shown")
  func viewLabel() {
    let host = mount(NetworkSettings())
    #expect(host.control("Bluetooth")?.title == nil)
    #expect(host.texts.contains("Bluetooth"))
  }
}
