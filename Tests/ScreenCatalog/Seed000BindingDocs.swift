// Seed 000 (Apple's Binding documentation), as written; only `import SwiftUI` is swapped.
// Wrapped in a namespace because seed 002 reuses the name `ExampleView`.
import ViewGraph

enum Seed000 {
  struct Episode {
    let title: String
  }

  struct PlayButton: View {
    @Binding var isPlaying: Bool

    var body: some View {
      Button(isPlaying ? "Pause" : "Play") {
        isPlaying.toggle()
      }
    }
  }

  struct PlayerView: View {
    var episode: Episode
    @State private var isPlaying: Bool = false

    var body: some View {
      VStack {
        Text(episode.title)
          .foregroundStyle(isPlaying ? .primary : .secondary)
        PlayButton(isPlaying: $isPlaying)  // Pass a binding.
      }
    }
  }
}
