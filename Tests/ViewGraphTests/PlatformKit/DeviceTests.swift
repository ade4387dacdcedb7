import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private struct SizeReader: View {
  var body: some View {
    GeometryReader { proxy in
      Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
    }
  }
}

private struct AdaptiveGrid: View {
  var body: some View {
    Text(UIDevice.current.userInterfaceIdiom == .pad ? "three columns" : "one column")
  }
}

@MainActor
@Suite("S185: the device is an iPhone whose screen is ViewGraph's canvas")
struct DeviceTests {
  @Test("S185: UIDevice.current reports an iPhone running iOS; a screen that asks lays out for a phone")
  func deviceIsAnIPhone() {
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.systemName == "iOS")
    #expect(UIDevice.current.model == "iPhone")
    #expect(mount(AdaptiveGrid()).texts == ["one column"])
  }

  @Test("S185: UIScreen.main.bounds is the size GeometryReader reports at the root")
  func screenIsTheCanvas() {
    let bounds = UIScreen.main.bounds
    #expect(mount(SizeReader()).texts == ["\(Int(bounds.width))×\(Int(bounds.height))"])
    #expect(bounds.origin == .zero)
  }
}
