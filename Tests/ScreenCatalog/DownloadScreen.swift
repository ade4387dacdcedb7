// A download with an ObservableObject view model, a task, progress and change callbacks.
import ViewGraph

@MainActor
final class DownloadModel: ObservableObject {
  @Published var progress = 0.0
  @Published var isFinished = false

  func run() async {
    for step in 1...4 {
      guard !Task.isCancelled else { return }
      try? await Task.sleep(for: .milliseconds(5))
      progress = Double(step) / 4
    }
    isFinished = true
  }
}

struct DownloadScreen: View {
  @StateObject private var model = DownloadModel()
  @State private var log: [String] = []

  var body: some View {
    VStack(spacing: 12) {
      ProgressView("Downloading", value: model.progress)
      Text(model.isFinished ? "Done" : "\(Int(model.progress * 100))%")
      ForEach(log, id: \.self) { Text($0).font(.caption) }
    }
    .padding()
    .task { await model.run() }
    .onChange(of: model.isFinished) { _, finished in
      if finished { log.append("finished") }
    }
    .onAppear { log.append("appeared") }
  }
}
