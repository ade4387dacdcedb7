// The iOS 26 API issue 49's held-out apps reach, written as those apps write it: an
// `@Animatable` shape (with `Shape` nonisolated, its helper runs anywhere), a rich-text editor
// with a formatting definition, iCloud's key-value store, an image renderer and a section
// index. Compiled unchanged as a mirror in Swift 5 and Swift 6 mode, with CurrentSDKShapes.
import Foundation
import SwiftUI

@Animatable
struct ProgressRing: Shape {
  var progress: Double
  var start: Angle
  @AnimatableIgnored var isClosed: Bool

  func endAngle() -> Angle { start + .degrees(360 * progress) }

  func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: isClosed ? 0 : 1, dy: 0))
  }
}

struct NoteFormatting: AttributedTextFormattingDefinition {
  var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
    ValueConstraint(for: \.underlineStyle, values: [nil, .single], default: .single)
  }
}

struct NoteEditor: View {
  @State private var note = AttributedString("Dear Ann,")
  @State private var selection = AttributedTextSelection()
  @State private var progress = 0.5

  var body: some View {
    VStack {
      TextEditor(text: $note, selection: $selection)
        .attributedTextFormattingDefinition(NoteFormatting())
      ProgressRing(progress: progress, start: .zero, isClosed: false)
        .animation(.easeInOut, value: progress)
      List {
        Section("A") { Text("Ann") }
          .sectionIndexLabel("A")
      }
      .listSectionIndexVisibility(.visible)
      Button("Sync") {
        NSUbiquitousKeyValueStore.default.set(progress, forKey: "progress")
        NSUbiquitousKeyValueStore.default.synchronize()
      }
    }
  }
}

@MainActor
func snapshot(of view: some View) -> CGFloat {
  let renderer = ImageRenderer(content: view)
  renderer.scale = 2
  return renderer.scale
}

/// The ring's helper is nonisolated with `Shape`: a background task computes with it.
func endAngleOffMain(_ ring: ProgressRing) async -> Angle {
  await Task.detached { ring.endAngle() }.value
}
