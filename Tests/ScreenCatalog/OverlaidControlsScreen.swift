// A button below `.allowsHitTesting(false)` until unlocked, and a hidden stack that still
// appears (S81).
import ViewGraph

struct OverlaidControlsScreen: View {
  @State var count = 0
  @State var isLocked = true
  @State var appeared = false
  var body: some View {
    VStack {
      Button("Increment") { count += 1 }
        .allowsHitTesting(!isLocked)
      Button("Unlock") { isLocked = false }
      Text("Count \(count)")
      VStack {
        Text("Secret")
        Button("Hidden button") { count += 100 }
      }
      .onAppear { appeared = true }
      .hidden()
      Text(appeared ? "hidden content appeared" : "not yet")
    }
  }
}
