// Seed 004 (a custom component with @Binding), as written; only `import SwiftUI` is swapped.
import ViewGraph

enum Seed004 {
  struct PushButton: View {
    let title: String
    @Binding var isOn: Bool

    var onColors = [Color.red, Color.yellow]
    var offColors = [Color(white: 0.6), Color(white: 0.4)]

    var body: some View {
      Button(title) {
        isOn.toggle()
      }
      .padding()
      .background(
        LinearGradient(
          gradient: Gradient(colors: isOn ? onColors : offColors), startPoint: .top, endPoint: .bottom)
      )
      .foregroundColor(.white)
      .clipShape(Capsule())
      .shadow(radius: isOn ? 0 : 5)
    }
  }

  struct ContentView: View {
    @State private var rememberMe = false

    var body: some View {
      VStack {
        PushButton(title: "Remember Me", isOn: $rememberMe)
        Text(rememberMe ? "On" : "Off")
      }
    }
  }
}
