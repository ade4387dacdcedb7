import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphCharts

private struct Day: Identifiable {
  let name: String
  let steps: Int
  let kind: String
  var id: String { name }
}

private struct StepsChart: View {
  let days: [Day]
  let goal: Int
  @State private var selected: String?
  var body: some View {
    VStack {
      Chart {
        ForEach(days) { day in
          BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
            .foregroundStyle(by: .value("Kind", day.kind))
        }
        RuleMark(y: .value("Goal", goal))
          .annotation(position: .top) { Text("Goal") }
      }
      .chartXSelection(value: $selected)
      .chartYScale(domain: 0...20_000)
      .chartXAxis {
        AxisMarks(values: .automatic) { _ in
          AxisGridLine(); AxisValueLabel()
        }
      }
      .chartLegend(.hidden)
      Text(selected ?? "none selected")
    }
  }
}

@MainActor
@Suite("S265: a Chart's marks are mounted with the values they plot; its selection binding is written")
struct ChartTests {
  fileprivate let days = [
    Day(name: "Mon", steps: 4200, kind: "walk"), Day(name: "Tue", steps: 9100, kind: "run"),
  ]

  @Test(
    "S265: each mark keeps its plotted values, and a modifier the value it maps; a re-render updates them")
  func marksKeepTheirValues() {
    let host = mount(StepsChart(days: days, goal: 8000))
    let bars = host.root.descendants.compactMap { $0.value as? BarMark }
    #expect(bars.map { "\($0.x!) / \($0.y!)" } == ["Day: Mon / Steps: 4200", "Day: Tue / Steps: 9100"])
    let series = host.root.descendants.compactMap { $0.value as? ChartModifiedContent<BarMark> }
    #expect(
      series.map { "\($0.modifier) \($0.plotted!)" } == [
        "foregroundStyle(by:) Kind: walk", "foregroundStyle(by:) Kind: run",
      ])
    let rule = host.root.descendants.lazy.compactMap { $0.value as? RuleMark }.first
    #expect(rule?.y?.description == "Goal: 8000")
    #expect(rule?.x == nil)
    #expect(host.texts.first == "Goal", "an annotation is mounted")
  }

  @Test("S265: a test selects as a drag would; the binding's source shows it")
  func selectionWritesTheBinding() throws {
    let host = mount(StepsChart(days: days, goal: 8000))
    #expect(host.texts.last == "none selected")
    let selection = try #require(
      host.root.descendants.lazy.compactMap { $0.value as? ChartSelection<String> }.first)
    #expect(selection.axis == "x")
    host.perform { selection.select("Tue") }
    host.update()
    #expect(host.texts.last == "Tue")
  }

  @Test("S265: ChartProxy answers no positions, and says so")
  func proxyWarns() {
    var answer: Date? = Date()
    let warnings = collectWarnings { answer = ChartProxy.forTesting.value(atX: 10, as: Date.self) }
    #expect(answer == nil)
    #expect(warnings.map(\.kind) == [.notModelled])
    #expect(
      warnings.first?.message.hasPrefix("ChartProxy.value(atX:as:) converts between values and positions")
        == true)
  }
}
