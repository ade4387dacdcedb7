import SwiftData
import SwiftUI

@main
struct TodoApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
    .modelContainer(for: [Todo.self, Step.self])
  }
}
