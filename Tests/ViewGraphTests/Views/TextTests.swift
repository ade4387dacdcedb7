import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Found by the corpus re-measure of issue 49 (S315): declared as Apple declares it.

/// XcodesApp's release row: a date interpolated with a style into a `Text`'s key.
private struct ReleaseDate: View {
  var date: Date

  var body: some View {
    Text("Released \(date, style: .date)")
  }
}

@MainActor
@Suite("Text")
struct TextTests {
  @Test("S315: \"\\(date, style:)\" in a Text's key shows the date as Text(_:style:) does")
  func dateStyleInterpolation() {
    let date = Date(timeIntervalSince1970: 86_400 * 365)
    let host = mount(ReleaseDate(date: date))
    let expected = Text(date, style: .date).string
    #expect(!expected.isEmpty)
    #expect(host.texts == ["Released \(expected)"])
    let time: LocalizedStringKey = "at \(date, style: .time)"
    #expect(Text(time).string == "at \(Text(date, style: .time).string)")
  }
}
