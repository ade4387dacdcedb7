// A task list with the custom styles real apps write: a ButtonStyle that draws a capsule and
// dims while pressed, a PrimitiveButtonStyle that only triggers on a long press, one that keeps
// the standard button through Button(configuration), a checkbox ToggleStyle and a LabelStyle
// that puts the icon last.
import ViewGraph

struct CapsuleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("›")
    }
    .padding(8)
    .background(.blue, in: Capsule())
    .opacity(configuration.isPressed ? 0.5 : 1)
  }
}

extension ButtonStyle where Self == CapsuleButtonStyle {
  static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
}

/// Destructive actions need a long press: a plain tap does nothing.
struct HoldToConfirmStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(configuration.role == .destructive ? .red : .primary)
      .onLongPressGesture { configuration.trigger() }
  }
}

/// Keeps the standard button and adds a badge next to it.
struct BadgedButtonStyle: PrimitiveButtonStyle {
  let badge: String

  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Button(configuration)
      Text(badge)
    }
  }
}

struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Text(configuration.isOn ? "☑" : "☐")
        configuration.label
      }
    }
  }
}

struct TrailingIconLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.title
      Spacer()
      configuration.icon
    }
  }
}

struct PercentProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
    }
  }
}

struct CardGroupBoxStyle: GroupBoxStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      configuration.label.font(.headline)
      Divider()
      configuration.content
    }
    .padding()
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
  }
}

struct ValueFirstLabeledContentStyle: LabeledContentStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.content
      configuration.label
    }
  }
}

@Observable final class TaskBoard {
  var tasks: [TaskItem] = [TaskItem(title: "Water plants"), TaskItem(title: "Pay rent")]
  var archived = 0
  var saved = 0

  var doneFraction: Double {
    tasks.isEmpty ? 0 : Double(tasks.count { $0.done }) / Double(tasks.count)
  }
}

struct TaskItem: Identifiable, Hashable {
  let id = UUID()
  var title: String
  var done = false
}

struct ThemedTasksScreen: View {
  @Environment(TaskBoard.self) private var board

  var body: some View {
    @Bindable var board = board
    List {
      ForEach($board.tasks) { $task in
        Toggle(task.title, isOn: $task.done)
          .toggleStyle(CheckboxStyle())
      }
      GroupBox("Progress") {
        ProgressView(value: board.doneFraction) { Text("Done") }
          .progressViewStyle(PercentProgressStyle())
        LabeledContent("tasks", value: "\(board.tasks.count)")
          .labeledContentStyle(ValueFirstLabeledContentStyle())
      }
      .groupBoxStyle(CardGroupBoxStyle())
      Section {
        Label("Inbox", systemImage: "tray")
          .labelStyle(TrailingIconLabelStyle())
        Button("Save") { board.saved += 1 }
          .buttonStyle(.capsule)
        Button("Delete all", role: .destructive) { board.tasks.removeAll() }
          .buttonStyle(HoldToConfirmStyle())
        Button("Archive") { board.archived += 1 }
          .buttonStyle(BadgedButtonStyle(badge: "\(board.archived)"))
        Group {
          Button("Plain inside") { board.saved += 10 }
            .buttonStyle(.plain)
        }
        .buttonStyle(.capsule)
      }
    }
  }
}
