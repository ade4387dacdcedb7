import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct PercentGaugeStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text("\(Int(configuration.value * 100)) percent")
    }
  }
}

private struct Tag: Identifiable {
  let id: Int
  var name: String { "tag \(id)" }
}

private struct GaugesFormsAndToolbars: View {
  @State private var query = ""
  @State private var tags = [Tag(id: 1), Tag(id: 2)]
  @State private var renamed = false
  var body: some View {
    NavigationStack {
      Form {
        Gauge(value: 40, in: 0...100) {
          Text("Battery")
        } currentValueLabel: {
          Text("40")
        }
        .gaugeStyle(.accessoryCircular)
        Gauge(value: 0.25) { Text("Storage") }.gaugeStyle(PercentGaugeStyle())
        Gauge(value: 3, in: 0...10) {
          Text("Level")
        } currentValueLabel: {
          Text("3")
        } minimumValueLabel: {
          Text("Low")
        } maximumValueLabel: {
          Text("High")
        }
        Text(renamed ? "renamed" : "named")
      }
      .formStyle(.grouped)
      .tableStyle(.inset(alternatesRowBackgrounds: false))
      .navigationTitle("Settings")
      .toolbarTitleDisplayMode(.inlineLarge)
      .toolbar {
        ToolbarTitleMenu {
          Button("Rename") { renamed = true }
        }
      }
      .searchable(text: $query, tokens: $tags) { tag in Text(tag.name) }
    }
  }
}

@MainActor
@Suite("Corpus screen: gauges, form and table styles, title menus, search tokens")
struct GaugesFormsAndToolbarsTests {
  @Test("gauges show their labels, a custom gauge style is mounted, title menus and tokens are mounted")
  func gaugesFormsAndToolbars() {
    let host = mount(GaugesFormsAndToolbars())
    #expect(host.texts.contains("Battery"))
    #expect(host.texts.contains("40"))
    #expect(host.texts.contains("Storage"))
    #expect(host.texts.contains("25 percent"))
    #expect(host.texts.contains("Low"))
    #expect(host.texts.contains("tag 2"))
    host.press("Rename")
    #expect(host.texts.contains("renamed"))
  }
}
