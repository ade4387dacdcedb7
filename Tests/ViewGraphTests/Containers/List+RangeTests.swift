import Testing
@_spi(Inspection) import ViewGraph

/// EhPanda's log screen lists lines by index; IceCubesApp's poll marks its options for
/// assistive technologies; BoringNotch shows an app's icon by its type.
private struct LogScreen: View {
  let lines = ["started", "synced", "stopped"]
  var body: some View {
    List(0..<lines.count) { index in
      Text(lines[index]).accessibilityRespondsToUserInteraction(false)
    }
  }
}

@MainActor
@Suite("List of a range; accessibilityRespondsToUserInteraction; NSWorkspace.icon(for:)")
struct ListRangeTests {
  @Test("a list of a constant range shows one row an index; the accessibility flag is recorded")
  func rangeRows() {
    let host = mount(LogScreen())
    #expect(host.texts == ["started", "synced", "stopped"])
    let recorded = host.root.descendants.compactMap(\.recordedModifier).map(\.name)
    #expect(recorded.filter { $0 == "accessibilityRespondsToUserInteraction" }.count == 3)
    #expect(
      NSWorkspace.shared.icon(for: .applicationBundle).description.contains("com.apple.application-bundle"))
  }
}
