import StateHarness
import Testing  // for the harness calls' #_sourceLocation defaults
@_spi(Inspection) import ViewGraph

// A suite as an app's is: 1,000 harness tests over 50 screens, each screen a family of
// types of its own (a suite pays each type's first use once), run one after another on the
// main actor, as Swift Testing runs `@MainActor` tests. Each screen has the shape of
// `CatalogScreen`: a navigation stack, a 20-row list pushing a detail, a sheet, and a model
// in the environment. Four tests a screen, as users write them, in turn: rule 1 on the
// screen's model, presenting the sheet, pushing a row's detail and toggling it, and a model
// write shown by its row.

/// One of ten marker types; two of them tell a screen's types from the other screens'.
protocol SuiteDigit {}
enum Digit0: SuiteDigit {}
enum Digit1: SuiteDigit {}
enum Digit2: SuiteDigit {}
enum Digit3: SuiteDigit {}
enum Digit4: SuiteDigit {}
enum Digit5: SuiteDigit {}
enum Digit6: SuiteDigit {}
enum Digit7: SuiteDigit {}
enum Digit8: SuiteDigit {}
enum Digit9: SuiteDigit {}

struct SuiteScreen<Tens: SuiteDigit, Units: SuiteDigit>: View {
  @State private var catalog = Catalog()
  @State private var isAdding = false
  @Environment(AppPreferences.self) private var preferences

  var body: some View {
    NavigationStack {
      List {
        ForEach(catalog.items) { item in
          NavigationLink(value: item.id) {
            SuiteRow<Tens, Units>(item: item, accent: preferences.accent)
          }
        }
      }
      .navigationTitle("Catalog")
      .navigationDestination(for: Int.self) { id in
        SuiteDetail<Tens, Units>(catalog: catalog, itemID: id)
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add") { isAdding = true }
        }
      }
      .sheet(isPresented: $isAdding) {
        SuiteForm<Tens, Units> { title in
          catalog.items.append(CatalogItem(id: catalog.items.count, title: title))
        }
      }
    }
  }
}

struct SuiteRow<Tens: SuiteDigit, Units: SuiteDigit>: View {
  let item: CatalogItem
  let accent: String

  var body: some View {
    HStack {
      Text(item.title)
      Spacer()
      if item.isFavorite { Image(systemName: "star.fill") }
    }
  }
}

struct SuiteDetail<Tens: SuiteDigit, Units: SuiteDigit>: View {
  @Bindable var catalog: Catalog
  let itemID: Int

  var body: some View {
    Form {
      Text("Detail of \(catalog.items[itemID].title)")
      Toggle("Favorite", isOn: $catalog.items[itemID].isFavorite)
    }
  }
}

struct SuiteForm<Tens: SuiteDigit, Units: SuiteDigit>: View {
  let onSave: (String) -> Void
  @State private var title = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Title", text: $title)
      Button("Save") {
        onSave(title)
        dismiss()
      }
    }
  }
}

/// The four tests of one screen; each returns whether its expectation held.
@MainActor
struct SuiteScreenTests {
  let tests: [() -> Bool]

  init<Tens: SuiteDigit, Units: SuiteDigit>(_ tens: Tens.Type, _ units: Units.Type) {
    func mounted() -> ParentHarness<some View> {
      ParentHarness(runtimeWarnings: .collect) {
        SuiteScreen<Tens, Units>().environment(AppPreferences())
      }
    }
    tests = [
      { mounted().checkStateOwnsTheModel(of: Catalog.self) == nil },
      {
        let harness = mounted()
        harness.find(button: "Add")?.tap()
        return harness.find(textField: "Title") != nil
      },
      {
        let harness = mounted()
        harness.find(navigationLink: "Item 3")?.tap()
        harness.find(toggle: "Favorite")?.tap()
        return harness.installed(Catalog.self)?.items[3].isFavorite == true
      },
      {
        let harness = mounted()
        harness.installed(Catalog.self)?.items[7].title = "Renamed"
        return harness.find(text: "Renamed") != nil
      },
    ]
  }
}

/// The 50 screens' tests: tens 0–4, units 0–9.
@MainActor
func suiteScreens() -> [SuiteScreenTests] {
  let digits: [any SuiteDigit.Type] = [
    Digit0.self, Digit1.self, Digit2.self, Digit3.self, Digit4.self, Digit5.self, Digit6.self,
    Digit7.self, Digit8.self, Digit9.self,
  ]
  return digits.prefix(5).flatMap { tens in digits.map { units in SuiteScreenTests(tens, units) } }
}

/// What one run of the suite took, and how many of its tests failed.
struct SuiteRun {
  var tests = 0
  var failures = 0
  var milliseconds = 0.0
}

/// Runs `count` tests over the 50 screens, screen after screen, as a suite's files are.
@MainActor
func runSuite(tests count: Int) -> SuiteRun {
  let screens = suiteScreens()
  var run = SuiteRun()
  let start = ContinuousClock.now
  for index in 0..<count {
    let screen = screens[index * screens.count / count]
    let test = screen.tests[index % screen.tests.count]
    run.tests += 1
    if !test() { run.failures += 1 }
  }
  run.milliseconds = milliseconds(ContinuousClock.now - start)
  return run
}
