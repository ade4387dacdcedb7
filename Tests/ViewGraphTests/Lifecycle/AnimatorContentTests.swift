import Testing
@_spi(Inspection) import ViewGraph

private struct Bounce {
  var scale = 1.0
  var offset = 0.0
}

/// A like button whose heart bounces on each like, the counter in `@State` inside each
/// animated content.
private struct LikeButton: View {
  @State private var likes = 0
  var body: some View {
    VStack {
      Button("Like") { likes += 1 }
      Tally(name: "keyframed").keyframeAnimator(initialValue: Bounce(), trigger: likes) { content, value in
        content.scaleEffect(value.scale).offset(y: value.offset)
      } keyframes: { _ in
        KeyframeTrack(\.scale) {
          SpringKeyframe(1.3, duration: 0.2, spring: .bouncy)
          CubicKeyframe(1.0, duration: 0.2)
        }
        KeyframeTrack(\.offset) {
          LinearKeyframe(-20.0, duration: 0.1)
          MoveKeyframe(0.0)
        }
      }
      KeyframeAnimator(initialValue: 2.0, repeating: true) { scale in
        Text("Scale \(scale, specifier: "%.1f")")
      } keyframes: { _ in
        CubicKeyframe(3.0, duration: 0.5)
        CubicKeyframe(2.0, duration: 0.5)
      }
      Tally(name: "animated").animation(.smooth) { $0.opacity(likes > 0 ? 1 : 0.5) }
      Tally(name: "transacted").transaction {
        $0.animation = nil
      } body: {
        $0.scaleEffect(1)
      }
    }
  }
}

private struct Tally: View {
  let name: String
  @State private var count = 0
  var body: some View { Button("\(name) \(count)") { count += 1 } }
}

@MainActor
@Suite("S134: animator content") struct AnimatorContentTests {
  @Test(
    "S134: animators and animation bodies mount their content once, at the initial value, keeping its state")
  func animatorContentKeepsState() {
    let host = mount(LikeButton())
    #expect(host.shows("Scale 2.0"))
    host.tap("keyframed 0")
    host.tap("animated 0")
    host.tap("transacted 0")
    host.tap("Like")
    host.tap("Like")
    #expect(host.shows("keyframed 1"))
    #expect(host.shows("animated 1"))
    #expect(host.shows("transacted 1"))
    #expect(host.shows("Scale 2.0"))
    // The bodies' effects are applied as written: the keyframed scale and the transaction's.
    #expect(host.root.descendants.filter { $0.recordedModifier?.name == "scaleEffect" }.count == 2)
  }
}
