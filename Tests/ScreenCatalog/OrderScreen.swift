// An order form: styled text, a closure-driven stepper, chips in a lazy row, and the
// environment's color scheme and locale.
import ViewGraph

struct OrderScreen: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.locale) private var locale
  @State private var quantity = 1
  @State private var note = ""
  @State private var size = "M"
  @State private var changes = 0

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text("Order ").bold() + Text("#42").italic()
      Divider()
      Stepper("Quantity: \(quantity)") {
        quantity += 1
      } onDecrement: {
        quantity = max(1, quantity - 1)
      }
      ScrollView(.horizontal, showsIndicators: false) {
        LazyHStack {
          ForEach(["S", "M", "L"], id: \.self) { option in
            Button(option) { size = option }
              .tint(option == size ? .accentColor : .gray)
          }
        }
      }
      HStack {
        Circle().fill(colorScheme == .dark ? .white : .black).frame(width: 8, height: 8)
        Text("Size \(size) · \(locale.identifier)")
      }
      TextField("Note", text: $note)
        .textFieldStyle(.roundedBorder)
      Text("\(changes) changes")
    }
    .onChange(of: quantity) { changes += 1 }
  }
}
