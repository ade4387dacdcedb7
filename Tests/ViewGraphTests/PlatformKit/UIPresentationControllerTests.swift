import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A delegate as apps write one to keep a sheet with unsaved edits: it refuses the swipe and
/// notes the attempt.
@MainActor
private final class UnsavedEditsGuard: NSObject, UIAdaptivePresentationControllerDelegate {
  var hasUnsavedEdits = true
  var heard: [String] = []

  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    heard.append("should")
    return !hasUnsavedEdits
  }

  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    heard.append("attempt")
  }

  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    heard.append("will")
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    heard.append("did")
  }
}

@MainActor
@Suite("S377: presentation controllers and the swipe down")
struct UIPresentationControllerTests {
  @Test("S377: presenting makes a presentation controller; dismissing removes it")
  func presentingMakesAPresentationController() throws {
    let root = UIViewController()
    let sheet = UIViewController()
    #expect(sheet.presentationController == nil)
    root.present(sheet, animated: true)
    let presentation = try #require(sheet.presentationController)
    #expect(presentation.presentedViewController === sheet && presentation.presentingViewController === root)
    sheet.dismiss(animated: true)
    #expect(sheet.presentationController == nil && root.presentedViewController == nil)
  }

  @Test(
    "S377: a delegate that refuses keeps the sheet and hears the attempt; one that allows hears the dismissal"
  )
  func swipeDownAsksTheDelegate() throws {
    let root = UIViewController()
    let sheet = UIViewController()
    root.present(sheet, animated: true)
    let presentation = try #require(sheet.presentationController)
    let delegate = UnsavedEditsGuard()
    presentation.delegate = delegate
    #expect(!presentation.attemptInteractiveDismissal())
    #expect(delegate.heard == ["should", "attempt"] && root.presentedViewController === sheet)
    delegate.hasUnsavedEdits = false
    #expect(presentation.attemptInteractiveDismissal())
    #expect(delegate.heard == ["should", "attempt", "should", "will", "did"])
    #expect(root.presentedViewController == nil)
  }

  @Test("S377: a controller modal in presentation refuses a swipe before the delegate is asked")
  func modalInPresentationKeepsTheSheet() throws {
    let root = UIViewController()
    let sheet = UIViewController()
    sheet.isModalInPresentation = true
    root.present(sheet, animated: true)
    let presentation = try #require(sheet.presentationController)
    let delegate = UnsavedEditsGuard()
    delegate.hasUnsavedEdits = false
    presentation.delegate = delegate
    #expect(!presentation.attemptInteractiveDismissal())
    #expect(delegate.heard == ["attempt"] && root.presentedViewController === sheet)
  }
}
