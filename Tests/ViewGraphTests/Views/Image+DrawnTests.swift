import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// An end-cap picker whose images are drawn, as Ice's menu bar shape picker's are.
private struct EndCapPicker: View {
  @State private var isRound = false
  var body: some View {
    Button {
      isRound.toggle()
    } label: {
      Label {
        Text(isRound ? "Round" : "Square")
      } icon: {
        Image(size: CGSize(width: 12, height: 12)) { context in
          context.fill(Path(context.clipBoundingRect), with: .foreground)
        }
        .resizable()
      }
    }
  }
}

@MainActor
@Suite("S361: Image(size:label:opaque:colorMode:renderer:)")
struct ImageDrawnTests {
  @Test("S361: a drawn image mounts as a button's icon, and the button keeps its action and state")
  func drawnImageMounts() {
    let host = mount(EndCapPicker())
    host.tap("Square")
    #expect(host.shows("Round"))
  }
}
