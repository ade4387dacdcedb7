// An expense tracker's entry form in the shape of the course and indie apps compiled against
// ViewGraph: a currency field editing a Double through a format style, a date picker limited
// to the past, a computed `some ToolbarContent` and a custom ToolbarContent with its own
// @State, a search with suggestions, an alert titled by a model's string, a model calling
// withAnimation off the main actor, and the drawing values (colour spaces, uneven corners,
// transformed paths, image paint, an animatable pair, glass).
import Foundation
import ViewGraph

@Observable final class ExpenseBook {
  var expenses: [Expense] = [Expense(title: "Coffee", amount: 3.5), Expense(title: "Books", amount: 24)]
  var errorTitle = ""
  var showingError = false

  var total: Double { expenses.reduce(0) { $0 + $1.amount } }

  // Not main-actor isolated, as a model often is: SwiftUI's withAnimation is not either.
  nonisolated func sorted(_ expenses: [Expense]) -> [Expense] {
    withAnimation(.easeInOut) { expenses.sorted { $0.amount > $1.amount } }
  }

  func add(_ expense: Expense) {
    guard expense.amount > 0 else {
      errorTitle = "Amount must be positive"
      showingError = true
      return
    }
    expenses = sorted(expenses + [expense])
  }
}

struct Expense: Identifiable, Hashable, Sendable {
  let id = UUID()
  var title: String
  var amount: Double
  var date = Date(timeIntervalSince1970: 1_700_000_000)
}

struct ExpenseEntryScreen: View {
  @Environment(ExpenseBook.self) private var book
  @State private var title = ""
  @State private var amount = 0.0
  @State private var date = Date(timeIntervalSince1970: 1_700_000_000)
  @State private var query = ""

  var body: some View {
    @Bindable var book = book
    NavigationStack {
      Form {
        Section("New expense") {
          TextField("Title", text: $title)
          TextField("Amount", value: $amount, format: .number)
          DatePicker(
            "Date", selection: $date, in: ...Date(timeIntervalSince1970: 1_800_000_000),
            displayedComponents: .date)
          Text("Entered \(amount, format: .number)")
        }
        Section("Spent") {
          ForEach(book.expenses.filter { query.isEmpty || $0.title.contains(query) }) { expense in
            ExpenseRow(expense: expense)
              .transition(.asymmetric(insertion: .scale, removal: .opacity.combined(with: .slide)))
          }
          Text("Total \(book.total, format: .currency(code: "USD"))")
        }
      }
      .searchable(text: $query, prompt: "Find an expense") {
        ForEach(book.expenses) { expense in
          Text("Suggest \(expense.title)").searchCompletion(expense.title)
        }
      }
      .alert(book.errorTitle, isPresented: $book.showingError) {
        Button("OK") {}
      }
      .toolbar {
        saveItem
        ExpenseFilterItem()
      }
    }
  }

  private var saveItem: some ToolbarContent {
    ToolbarItem(placement: .confirmationAction) {
      Button("Add") {
        book.add(Expense(title: title, amount: amount, date: date))
        title = ""
      }
    }
  }
}

/// Toolbar content of the app's own: its @State lives in the toolbar, as a view's would.
struct ExpenseFilterItem: ToolbarContent {
  @State private var showsLarge = false

  var body: some ToolbarContent {
    Group {
      if showsLarge {
        ToolbarItem(placement: .topBarLeading) { Button("All expenses") { showsLarge = false } }
      } else {
        ToolbarItem(placement: .topBarLeading) { Button("Large only") { showsLarge = true } }
      }
    }
  }
}

struct ExpenseRow: View {
  let expense: Expense

  var body: some View {
    HStack {
      Text(expense.title)
      Spacer()
      Text(expense.amount, format: .currency(code: "USD"))
    }
    .padding(8)
    .background(
      Color(.displayP3, red: 0.95, green: 0.95, blue: 0.97),
      in: .rect(topLeadingRadius: 8, bottomTrailingRadius: 8)
    )
    .glassEffect(.regular.tint(Color(.sRGBLinear, white: 0.2, opacity: 0.3)).interactive())
  }
}

/// A chart bar drawn the way the course apps draw: a transformed path, an animatable pair.
struct SpendingBar: Shape {
  var spent: Double
  var budget: Double

  // Nonisolated: Animatable's requirement is, and a Shape's stored values are Sendable.
  nonisolated var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(spent, budget) }
    set {
      spent = newValue.first
      budget = newValue.second
    }
  }

  nonisolated func path(in rect: CGRect) -> Path {
    let fraction = budget > 0 ? min(spent / budget, 1) : 0
    let bar = CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)
    return Path(roundedRect: bar, cornerRadii: RectangleCornerRadii(topTrailing: 4))
      .applying(CGAffineTransform(translationX: rect.minX, y: rect.minY))
  }
}

struct SpendingChart: View {
  var body: some View {
    SpendingBar(spent: 30, budget: 60)
      .fill(ImagePaint(image: Image("stripes"), scale: 0.5))
      .stroke(.red, lineWidth: 1)
      .frame(height: 12)
      .drawingGroup(colorMode: .extendedLinear)
  }
}
