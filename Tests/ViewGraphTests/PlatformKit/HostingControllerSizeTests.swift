import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@MainActor
@Suite("S340: a hosting controller's fitting size is not modelled, and says so")
struct HostingControllerSizeTests {
  @Test("S340: sizeThatFits(in:) warns, naming the content and the size, and answers zero")
  func sizeThatFitsWarns() {
    let controller = UIHostingController(rootView: Text("Hi"))
    var size = CGSize(width: 1, height: 1)
    let warnings = collectWarnings { size = controller.sizeThatFits(in: CGSize(width: 390, height: 844)) }
    #expect(size == .zero)
    #expect(
      warnings == [
        RuntimeWarning(
          .notModelled,
          "UIHostingController<Text>.sizeThatFits(in: 390.0×844.0) asked for a layout size; ViewGraph lays "
            + "nothing out, so it answers .zero. Read the hosted views through viewHost instead of their size."
        )
      ])
  }
}
