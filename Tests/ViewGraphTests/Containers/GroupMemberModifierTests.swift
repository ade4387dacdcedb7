import Testing
@_spi(Inspection) import ViewGraph

// MARK: - S52: modifiers on a Group apply to each member

private struct GroupAppear: View {
  let log: DraftLog
  @State var showsFirst = true
  var body: some View {
    VStack {
      Group {
        Text("a")
        Text("b")
      }
      .onAppear { log.entries.append("pair") }
      Group {
        if showsFirst { Text("first") } else { Text("second") }
      }
      .onAppear { log.entries.append("branch \(showsFirst)") }
      .onDisappear { log.entries.append("branch gone") }
      Button("Flip") { showsFirst.toggle() }
    }
  }
}

private struct GroupOfRows: View {
  let log: DraftLog
  var body: some View {
    Group {
      ForEach(["x", "y", "z"], id: \.self) { Text($0) }
    }
    .onAppear { log.entries.append("row") }
  }
}

@MainActor
@Suite("S52: modifiers on a Group apply to each member")
struct GroupMemberModifierTests {
  @Test("S52: onAppear on a Group runs once per member")
  func groupModifierPerMember() {
    let log = DraftLog()
    _ = mount(GroupAppear(log: log))
    #expect(log.entries.filter { $0 == "pair" }.count == 2)
    #expect(log.entries.filter { $0.hasPrefix("branch") } == ["branch true"])
  }

  @Test("S52: onAppear on a Group runs again on every branch change inside it")
  func groupModifierOnBranchChange() {
    let log = DraftLog()
    let host = mount(GroupAppear(log: log))
    log.entries = []
    host.tap("Flip")
    #expect(log.entries == ["branch false", "branch gone"])
    host.tap("Flip")
    #expect(log.entries == ["branch false", "branch gone", "branch true", "branch gone"])
  }

  @Test("S52: a Group's modifiers reach each row of a ForEach inside it")
  func groupModifierReachesRows() {
    let log = DraftLog()
    _ = mount(GroupOfRows(log: log))
    #expect(log.entries == ["row", "row", "row"])
  }
}
