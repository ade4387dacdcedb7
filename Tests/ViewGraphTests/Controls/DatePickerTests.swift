import Foundation
import Testing
@_spi(Inspection) import ViewGraph

private let start = Date(timeIntervalSince1970: 1_700_000_000)

private struct TripForm: View {
  @State private var departure = start
  @State private var reminder = start
  @State private var birthday = start
  var body: some View {
    Form {
      DatePicker("Departure", selection: $departure, in: start..., displayedComponents: .date)
      DatePicker("Reminder", selection: $reminder)
      DatePicker(selection: $birthday, in: ...start, displayedComponents: [.date]) { Text("Birthday") }
      Text("leaves \(Int(departure.timeIntervalSince(start)))")
    }
  }
}

@MainActor
@Suite("S310: DatePicker")
struct DatePickerTests {
  @Test("S310: a date picker holds its date and the range it offers; none when unbounded")
  func ranges() throws {
    let host = mount(TripForm())
    let departure = try #require(host.control("Departure")?.datePicker)
    #expect(host.control("Departure")?.kind == .datePicker)
    #expect(departure.range == start...Date.distantFuture)
    #expect(host.control("Reminder")?.datePicker?.range == nil)
    #expect(host.control("Birthday")?.datePicker?.range == Date.distantPast...start)
  }

  @Test("S310: a date picked writes the binding, and the view reading it follows")
  func pickingWrites() throws {
    let host = mount(TripForm())
    let departure = try #require(host.control("Departure")?.datePicker?.date)
    host.perform { departure.wrappedValue = start.addingTimeInterval(86_400) }
    #expect(host.shows("leaves 86400"))
  }
}
