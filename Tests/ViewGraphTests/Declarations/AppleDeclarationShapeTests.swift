import Foundation
import Testing
@_spi(Inspection) import ViewGraph

/// A design system's gesture factory, written off the main actor: SwiftUI's `onEnded` is
/// nonisolated, so it compiles there (S311).
private nonisolated func endTap(_ action: @escaping () -> Void) -> some Gesture<Void> {
  TapGesture().onEnded { action() }
}

/// A glass chip built off the main actor: SwiftUI's `glassEffect(_:in:)` is nonisolated (S312).
private nonisolated func glassChip(_ title: Text) -> ModifiedContent<Text, _StyleModifier> {
  title.glassEffect()
}

/// A helper that names the accessibility modifiers' result type, as SwiftUI declares it.
private func hinted(_ title: Text) -> ModifiedContent<Text, AccessibilityAttachmentModifier> {
  title.accessibilityHint(Text("Opens the card"))
}

/// A slider whose drag is kept under the type `updating(_:body:)` returns in SwiftUI.
private struct Slider: View {
  @GestureState private var offset = CGSize.zero

  var body: some View {
    let drag: GestureStateGesture<DragGesture, CGSize> = DragGesture().updating($offset) { value, state, _ in
      state = value.translation
    }
    return Text("offset \(Int(offset.width))").gesture(drag)
  }
}

private func isSendable<T: Sendable>(_: T.Type) -> Bool { true }

/// Compiles only if `Layout` refines `Sendable`, as SwiftUI's does.
private func layoutIsSendable<L: ViewGraph.Layout>(_: L.Type) -> Bool { isSendable(L.self) }

@MainActor
@Suite("Declarations as SwiftUI's SDK writes them")
struct AppleDeclarationShapeTests {
  @Test("S311: a tap gesture built off the main actor runs its onEnded action when tapped")
  func nonisolatedOnEnded() {
    var taps = 0
    let host = mount(Text("Card").gesture(endTap { taps += 1 }))
    host.tap("Card")
    #expect(taps == 1)
  }

  @Test("S311: updating(_:body:) returns a GestureStateGesture that sets the state, then resets it")
  func gestureStateGesture() throws {
    let host = mount(Slider())
    let drag = try #require(
      host.root.descendants.lazy.flatMap(\.continuousGestures).first { $0.kind == .drag })
    host.perform { drag.change(.drag(translation: CGSize(width: 30, height: 0))) }
    host.update()
    #expect(host.shows("offset 30"))
    host.perform { drag.end(.drag(translation: CGSize(width: 30, height: 0))) }
    host.update()
    #expect(host.shows("offset 0"))
  }

  @Test("S312: glassEffect applies off the main actor, and is recorded with its glass")
  func nonisolatedGlassEffect() {
    let chip = glassChip(Text("New"))
    #expect("\(chip.modifier.name)(\(chip.modifier.arguments))" == "glassEffect(regular)")
  }

  @Test("S312: accessibility modifiers return ModifiedContent<Self, AccessibilityAttachmentModifier>")
  func accessibilityAttachment() {
    let recorded = [
      hinted(Text("Card")).modifier,
      Text("Send").accessibilityHint(LocalizedStringResource("Sends the message")).modifier,
      Text("Volume").accessibilityValue(Text("50%")).modifier,
      Text("Title").accessibilityAddTraits(.isHeader).modifier,
    ]
    #expect(
      recorded.map(\.name) == [
        "accessibilityHint", "accessibilityHint", "accessibilityValue", "accessibilityAddTraits",
      ])
    #expect(recorded[0].arguments == "Opens the card")
    #expect(recorded[1].arguments == "Sends the message")
  }

  @Test("S312: Layout refines Sendable, so a layout crosses to another task")
  func layoutIsSendableAsApples() {
    #expect(layoutIsSendable(HStackLayout.self))
    #expect(layoutIsSendable(AnyLayout.self))
  }
}
