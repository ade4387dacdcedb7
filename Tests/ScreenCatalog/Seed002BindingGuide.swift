// Seed 002 (a Binding guide), as written; only `import SwiftUI` is swapped. The guide
// names all three of its examples `ExampleView`, so each sits in its own namespace.
import ViewGraph

enum Seed002 {
  enum TextExample {
    struct ExampleView: View {
      @State var text: String = "🍌🍌"

      var body: some View {
        Text(text)
        TextField("Placeholder", text: $text)
      }
    }
  }

  enum ModelExample {
    struct ExampleView: View {
      @StateObject var viewModel = ExampleModel()

      var text: String {
        viewModel.isEnabled ? "Enabled" : "Disabled"
      }

      var body: some View {
        Toggle(text, isOn: $viewModel.isEnabled)
      }
    }

    class ExampleModel: ObservableObject {
      @Published var isEnabled: Bool = false
    }
  }

  enum ListExample {
    struct ExampleView: View {
      @State var fruits = ["🍌", "🍏", "🍑"]

      var body: some View {
        List {
          ForEach(fruits, id: \.self) { fruit in
            Text(fruit)
          }
          .onDelete { offets in
            fruits.remove(atOffsets: offets)
          }
        }
        .environment(\.editMode, .constant(.active))
      }
    }
  }
}
