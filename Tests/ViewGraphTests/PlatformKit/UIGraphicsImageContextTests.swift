import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@MainActor
@Suite("S378: image contexts and font metrics at the default size")
struct UIGraphicsImageContextTests {
  @Test("S378: a view drawn into an image context gives an image naming its size; no context, no image")
  func snapshotGivesAnImageOfTheContextSize() throws {
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    UIGraphicsBeginImageContextWithOptions(view.bounds.size, true, 2)
    UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
    UIGraphicsEndImageContext()
    #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
    let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
    UIGraphicsEndImageContext()
    #expect(image.description == "drawn(320.0×200.0)")
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    UIGraphicsEndImageContext()
  }

  @Test("S378: font metrics scale by 1 at the default Dynamic Type size")
  func fontMetricsAtTheDefaultSize() {
    let body = UIFont.preferredFont(forTextStyle: .body)
    #expect(UIFontMetrics.default.scaledValue(for: 20) == 20)
    #expect(UIFontMetrics.default.textStyle == .body)
    #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: body) == body)
    let big = UIFont.systemFont(ofSize: 40)
    #expect(UIFontMetrics.default.scaledFont(for: big, maximumPointSize: 30).pointSize == 30)
    #expect(UIFontMetrics.default.scaledValue(for: 12, compatibleWith: nil) == 12)
  }
}
