import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private let start = Date(timeIntervalSince1970: 1_700_000_000)
private let end = start.addingTimeInterval(30 * 86_400)

private struct ShiftPlanner: View {
  @State private var shifts: Set<DateComponents> = []
  @State private var holidays: Set<DateComponents> = []
  var body: some View {
    VStack {
      MultiDatePicker("Shifts", selection: $shifts, in: start..<end)
      MultiDatePicker(selection: $holidays, in: start...) { Text("Holidays") }
      MultiDatePicker("Past", selection: $holidays, in: ..<start)
      Text("\(shifts.count) shifts")
    }
  }
}

@MainActor
@Suite("S306: MultiDatePicker")
struct MultiDatePickerTests {
  @Test("S306: a multi-date picker holds its days and the bounds its initialiser gives")
  func bounds() throws {
    let host = mount(ShiftPlanner())
    #expect(host.control("Shifts")?.kind == .multiDatePicker)
    #expect(host.control("Shifts")?.multiDatePicker?.bounds == start..<end)
    #expect(host.control("Holidays")?.multiDatePicker?.bounds == start..<Date.distantFuture)
    #expect(host.control("Past")?.multiDatePicker?.bounds == Date.distantPast..<start)
  }

  @Test("S306: days written through its binding reach the source, and the view follows")
  func daysWrite() throws {
    let host = mount(ShiftPlanner())
    let days = try #require(host.control("Shifts")?.multiDatePicker?.days)
    host.perform { days.wrappedValue = [DateComponents(year: 2023, month: 11, day: 20)] }
    #expect(host.shows("1 shifts"))
    #expect(host.control("Shifts")?.binding?.currentValue as? Set<DateComponents> == days.wrappedValue)
  }
}
