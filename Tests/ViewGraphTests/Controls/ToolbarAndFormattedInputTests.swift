import Foundation
import Testing
@_spi(Inspection) import ViewGraph

@testable import ScreenCatalog

/// Computed toolbar content, fields that edit values through a format, date ranges, string
/// alert titles and search suggestions, driven on the catalog's expense form.
@MainActor
@Suite("S67, S68: toolbar content and formatted input") struct ToolbarAndFormattedInputTests {
  @Test("S67: a computed `some ToolbarContent` is mounted, so its button can be tapped")
  func computedToolbarContentIsMounted() {
    let book = ExpenseBook()
    let host = mount(ExpenseEntryScreen().environment(book))
    host.setInput("Title", "Lunch")
    host.setInput("Amount", "12.5")
    #expect(host.control("Add")?.kind == .button)
    host.tap("Add")
    #expect(book.expenses.map(\.title) == ["Books", "Lunch", "Coffee"])
    #expect(host.shows("Lunch"))
  }

  @Test("S67: a custom ToolbarContent keeps its @State across renders, as a view does")
  func customToolbarContentKeepsState() {
    let host = mount(ExpenseEntryScreen().environment(ExpenseBook()))
    #expect(host.control("Large only")?.kind == .button)
    host.tap("Large only")
    #expect(host.shows("All expenses"))
    host.setInput("Title", "Re-render the screen")
    #expect(host.shows("All expenses"))
    #expect(host.control("All expenses")?.kind == .button)
    host.tap("All expenses")
    #expect(host.shows("Large only"))
  }

  @Test("S68: a field with a format shows the formatted value and parses what is typed")
  func formattedFieldParsesInput() {
    let host = mount(ExpenseEntryScreen().environment(ExpenseBook()))
    #expect(host.control("Amount")?.textInput?.text.wrappedValue == "0")
    host.setInput("Amount", "12.5")
    #expect(host.shows("Entered 12.5"))
    #expect(host.control("Amount")?.textInput?.text.wrappedValue == "12.5")
  }

  @Test("S68: text the format cannot parse is rejected, saying why, and the value stays")
  func unparseableInputIsRejected() {
    let host = mount(ExpenseEntryScreen().environment(ExpenseBook()))
    host.setInput("Amount", "4")
    let amount = host.control("Amount")?.textInput
    #expect(amount?.rejection?("4") == nil)
    #expect(
      amount?.rejection?("four")
        == "FloatingPointFormatStyle<Double> cannot parse \"four\" (it formats the value as \"4\")")
    #expect(host.shows("Entered 4"))
  }

  @Test("S68: a date picker's range bounds the dates it offers")
  func datePickerRangeIsEnforced() {
    let host = mount(ExpenseEntryScreen().environment(ExpenseBook()))
    let inRange = Date(timeIntervalSince1970: 1_750_000_000)
    let late = Date(timeIntervalSince1970: 1_900_000_000)
    let picker = host.control("Date")?.datePicker
    #expect(host.control("Date")?.kind == .datePicker)
    #expect(picker?.range?.upperBound == Date(timeIntervalSince1970: 1_800_000_000))
    #expect(picker?.range?.contains(inRange) == true)
    #expect(picker?.range?.contains(late) == false)
    host.perform { picker?.date.wrappedValue = inRange }
    host.update()
    #expect(host.control("Date")?.datePicker?.date.wrappedValue == inRange)
  }

  @Test("An alert titled by a model's string is presented, and its button dismisses it")
  func alertWithStringTitle() {
    let book = ExpenseBook()
    let host = mount(ExpenseEntryScreen().environment(book))
    #expect(host.control("Add")?.kind == .button)
    host.tap("Add")
    #expect(book.showingError)
    #expect(host.shows("Amount must be positive"))
    #expect(host.control("OK")?.kind == .button)
    host.tap("OK")
    #expect(!book.showingError)
    #expect(!host.shows("Amount must be positive"))
  }

  @Test("Search suggestions are mounted with the search field")
  func searchSuggestionsAreMounted() {
    let host = mount(ExpenseEntryScreen().environment(ExpenseBook()))
    #expect(host.shows("Suggest Books"))
    host.setInput("Find an expense", "Cof")
    #expect(host.shows("Coffee"))
    #expect(!host.shows("Books"))
  }

  @Test("Uneven corners and affine transforms shape a custom path")
  func customPathGeometry() {
    let path = SpendingBar(spent: 30, budget: 60).path(in: CGRect(x: 10, y: 20, width: 100, height: 10))
    #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 50, height: 10))
    let rotated = Path(CGRect(x: 0, y: 0, width: 2, height: 1)).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(rotated.boundingRect.width - 1) < 1e-9 && abs(rotated.boundingRect.height - 2) < 1e-9)
  }
}
