// An app in the shape of the small indie apps that were compiled against ViewGraph: an
// @main App with its store injected, a NavigationView of habits with the old Section
// header/footer form, @AppStorage settings, a sign-in form with @FocusState, tap and
// long-press gestures, context menus and swipe actions, a GeometryReader, a custom
// Shape, a nonisolated enum with a @ViewBuilder icon and a Codable Color.
import Foundation
import ViewGraph

@Observable final class HabitStore {
  var habits: [Habit] = [Habit(name: "Read"), Habit(name: "Walk")]
  var archived: [String] = []
}

struct Habit: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var streak = 0
}

enum HabitKind: String, CaseIterable, Codable {
  case health, mind

  // A plain enum (not main-actor isolated) building views: SwiftUI's builder allows it.
  @ViewBuilder var icon: some View {
    switch self {
    case .health: Image(systemName: "heart.fill").symbolRenderingMode(.multicolor)
    case .mind: Label("Mind", systemImage: "brain")
    }
  }

  var tint: Color { self == .health ? .red : .indigo }
}

// SwiftUI's Color is a plain Sendable value, not main-actor isolated: apps make it
// Codable to store themes.
extension Color: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(String.self))
  }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

struct HabitTrackerApp: App {
  @State private var store = HabitStore()

  var body: some Scene {
    WindowGroup {
      HabitListScreen()
        .environment(store)
    }
    .defaultSize(width: 400, height: 800)
  }
}

struct HabitListScreen: View {
  @Environment(HabitStore.self) private var store
  @AppStorage("showsStreaks") private var showsStreaks = true
  @State private var expanded = false
  @Namespace private var namespace

  var body: some View {
    NavigationView {
      List {
        Section(header: Text("Today"), footer: Text("\(store.habits.count) habits")) {
          ForEach(store.habits) { habit in
            HabitRow(habit: habit, showsStreak: showsStreaks)
              .contextMenu { Button("Archive \(habit.name)") { archive(habit) } }
              .swipeActions(edge: .trailing) {
                Button("Delete \(habit.name)", role: .destructive) { delete(habit) }
              }
          }
        }
        DisclosureGroup("Settings", isExpanded: $expanded) {
          Toggle("Show streaks", isOn: $showsStreaks)
        }
      }
      .navigationBarTitle("Habits", displayMode: .inline)
      .navigationViewStyle(.stack)
      .toolbar { EditButton() }
    }
  }

  private func archive(_ habit: Habit) {
    store.archived.append(habit.name)
    delete(habit)
  }

  private func delete(_ habit: Habit) { store.habits.removeAll { $0.id == habit.id } }
}

struct HabitRow: View {
  let habit: Habit
  let showsStreak: Bool
  @State private var completions = 0
  @State private var pinned = false
  @GestureState private var isPressing = false

  var body: some View {
    HStack {
      Text(habit.name)
        .font(.system(.body, design: .rounded, weight: .semibold))
        .onTapGesture { completions += 1 }
        .onLongPressGesture { pinned.toggle() }
      if showsStreak { Text("Streak \(completions)").monospacedDigit() }
      if pinned { Image(systemName: "pin.fill").imageScale(.small) }
      Ring(progress: Double(completions) / 7)
        .stroke(.green, style: StrokeStyle(lineWidth: 3, lineCap: .round))
        .frame(width: 24, height: 24)
        .scaleEffect(isPressing ? 0.9 : 1)
        .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
    }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(.isButton)
  }
}

/// A custom shape: an arc for a progress ring.
struct Ring: Shape {
  var progress: Double

  func path(in rect: CGRect) -> Path {
    Path { path in
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
        startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
    }
  }
}

struct SignInScreen: View {
  enum Field: Hashable { case email, password }

  @FocusState private var focused: Field?
  @State private var email = ""
  @State private var password = ""
  @State private var submitted = false

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .keyboardType(.emailAddress)
        .textContentType(.emailAddress)
        .focused($focused, equals: .email)
        .onSubmit { focused = .password }
      SecureField("Password", text: $password)
        .focused($focused, equals: .password)
        .onSubmit { submitted = true }
      Text(submitted ? "Signed in" : "Not signed in")
      Text("Focus: \(focused.map { "\($0)" } ?? "none")")
    }
  }
}

struct AdaptiveGridScreen: View {
  var body: some View {
    GeometryReader { proxy in
      LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: proxy.size.width > 600 ? 4 : 2)) {
        Text("Columns: \(proxy.size.width > 600 ? 4 : 2)")
        ForEach(HabitKind.allCases, id: \.self) { kind in kind.icon.foregroundStyle(kind.tint) }
      }
      .padding(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }
  }
}

struct HabitListScreen_Previews: PreviewProvider {
  static var previews: some View {
    HabitListScreen().environment(HabitStore()).previewDisplayName("Habits")
  }
}
