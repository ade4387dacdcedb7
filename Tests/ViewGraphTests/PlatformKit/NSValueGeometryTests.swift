import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@MainActor
@Suite("UIKit's geometry on NSValue")
struct NSValueGeometryTests {
  @Test("a keyboard frame read from a notification's userInfo as NSValue.cgRectValue")
  func keyboardFrame() {
    let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
    let notification = Notification(
      name: UIResponder.keyboardWillShowNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
    let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
    #expect(value?.cgRectValue == frame)
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
  }
}
