import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs. The neutral-value slider was found by the corpus re-measure of issue 49
// (S315), and is declared as Apple declares it.

@available(*, deprecated, message: "uses the iOS 13 Slider initializers, as SwiftUI-Kit still does")
private struct LegacySliders: View {
  @State private var volume = 50.0
  @State private var rating = 5.0
  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%")) {
        Text("Volume")
      }
      Slider(value: $rating, in: 1...10, step: 1, minimumValueLabel: Text("1"), maximumValueLabel: Text("10"))
      {
        Text("Rating")
      }
    }
  }
}

/// Solstice's time-travel slider (iOS 26): a neutral value, value labels, selectable range.
private struct TimeTravel: View {
  @State private var offset = 0.0

  var body: some View {
    VStack {
      Text("offset \(Int(offset))")
      Slider(value: $offset, in: -180...180, neutralValue: 0, enabledBounds: -90...90) {
        Text("Offset")
      } minimumValueLabel: {
        Text("-6mo")
      } maximumValueLabel: {
        Text("+6mo")
      }
      Slider(value: $offset, in: -180...180, neutralValue: 0) { Text("Plain") }
    }
  }
}

@MainActor
@Suite("Slider")
struct SliderTests {
  @available(*, deprecated, message: "mounts the iOS 13 Slider initializers")
  @Test("sliders with value labels given as views are sliders titled by their label")
  func legacySliders() {
    let host = mount(LegacySliders())
    #expect(host.control("Volume")?.kind == .slider)
    #expect(host.control("Rating")?.kind == .slider)
  }

  @Test("S317: a slider with a neutral value takes values only in its enabled bounds")
  func neutralValueSlider() throws {
    let host = mount(TimeTravel())
    let slider = try #require(host.control("Offset")?.slider)
    #expect(slider.bounds == -90...90)
    host.perform { slider.value.wrappedValue = 45 }
    host.update()
    #expect(host.shows("offset 45"))
    #expect(host.control("Plain")?.slider?.bounds == -180...180)
  }
}
