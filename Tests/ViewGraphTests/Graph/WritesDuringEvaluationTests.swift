import Testing
@_spi(Inspection) import ViewGraph

// MARK: - S7: writes while rows or presented content are built

private struct WritesInRows: View {
  @State var built = 0
  var body: some View {
    ForEach(0..<2) { index in
      // Wrong on purpose: writes state while the row is built.
      let _ = (built = index)
      Text("row \(index)")
    }
  }
}

/// A row that removes the list's last item while it is being built: the rows after it
/// are then reported from a shorter collection than the one whose ids were walked.
private struct ShrinksWhileBuilding: View {
  @State var items = [1, 2, 3].map { TodoItem(id: $0, title: "row \($0)") }
  var body: some View {
    ForEach($items) { $item in
      let _ = (item.id == 1 && items.count == 3) ? items.removeLast().id : 0
      Text(item.title)
    }
  }
}

private struct WritesInSheet: View {
  @State var isPresented = true
  @State var built = 0
  var body: some View {
    Text("base")
      .sheet(isPresented: $isPresented) {
        let _ = (built += 1)
        Text("sheet")
      }
  }
}

@MainActor
@Suite("S7: writes while rows or presented content are built")
struct WritesDuringEvaluationTests {
  @Test("S7: a state write while ForEach builds its rows is reported")
  func writeWhileBuildingRows() {
    var warnings: [RuntimeWarning] = []
    _ = mount(WritesInRows(), warnings: &warnings)
    #expect(warnings.contains { $0.kind == .stateModifiedDuringUpdate })
  }

  @Test("S7, S55: a row that removes items while the rows are built is reported, then shown")
  func shrinkWhileBuildingRows() {
    var warnings: [RuntimeWarning] = []
    let host = mount(ShrinksWhileBuilding(), warnings: &warnings)
    #expect(warnings.map(\.kind) == [.stateModifiedDuringUpdate])
    host.update()
    #expect(host.texts == ["row 1", "row 2"])
  }

  @Test("S7: a state write while sheet content is built is reported")
  func writeWhileBuildingSheet() {
    var warnings: [RuntimeWarning] = []
    _ = mount(WritesInSheet(), warnings: &warnings)
    #expect(warnings.contains { $0.kind == .stateModifiedDuringUpdate })
  }
}
