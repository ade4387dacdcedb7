import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphCharts

@Suite("S331: DateBins' thresholds cover the range in bins of the size asked")
struct DateBinsTests {
  let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  func at(_ hour: Int, _ minute: Int) -> Date {
    Date(timeIntervalSince1970: Double(hour * 3600 + minute * 60))
  }

  @Test("S331: calendar bins start where the unit starts and end at the first threshold past the range")
  func calendarBins() {
    let bins = DateBins(unit: .hour, by: 3, range: at(0, 10)...at(8, 50), calendar: utc)
    #expect(bins.thresholds == [at(0, 0), at(3, 0), at(6, 0), at(9, 0)])
  }

  @Test("S331: interval bins start at the lower bound; given thresholds are kept")
  func intervalBins() {
    #expect(
      DateBins(timeInterval: 3600, range: at(0, 10)...at(2, 10)).thresholds == [
        at(0, 10), at(1, 10), at(2, 10),
      ])
    #expect(DateBins(timeInterval: 3600, range: at(1, 0)...at(1, 0)).thresholds == [at(1, 0), at(2, 0)])
    #expect(DateBins(thresholds: [at(0, 0), at(5, 0)]).thresholds.count == 2)
  }
}
