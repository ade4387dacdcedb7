import Foundation
import Testing

@testable import ViewGraphCompat

/// Foundation's `UndoManager` as Apple's SDK gives it: `@MainActor`, imported from Objective-C
/// (`NSUndoManager`), whose isolation Swift applies as `@preconcurrency`. A Swift 5 app that
/// registers undo off the main actor compiles against it (CS193p2021-EmojiArt's document does).
extension ViewGraphCompatTests {
  static let undoApp = [
    "Drawing.swift": """
    import SwiftUI

    final class Drawing {
      func rename(to name: String, undoManager: UndoManager?) {
        undoManager?.setActionName("Rename")
      }
    }

    struct DrawingView: View {
      @Environment(\\.undoManager) private var undoManager
      var body: some View {
        Button("Rename") { Drawing().rename(to: "Sketch", undoManager: undoManager) }
      }
    }
    """
  ]

  @Test("a Swift 5 file calling UndoManager off the main actor compiles, as with Apple's SDK")
  func undoManagerOffTheMainActorInSwift5() throws {
    let app = try FixtureApp(Self.undoApp)
    let result = try #require(try Self.results(for: app).first)
    #expect(result.counted == 1)
    #expect(result.compiling == 1)
  }
}
