import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API of the current SDK that apps reach, as Apple declares it.

@MainActor
@Suite("S288: section index labels")
struct SectionIndexTests {
  @Test("S288: a section's index label and a list's index visibility are recorded as its style")
  func sectionIndex() {
    let recorded = [
      Text("a").sectionIndexLabel("A").modifier, Text("a").sectionIndexLabel(Text("B")).modifier,
      Text("a").sectionIndexLabel(nil).modifier,
      List { Text("a") }.listSectionIndexVisibility(.visible).modifier,
    ]
    #expect(
      recorded.map { "\($0.name)(\($0.arguments))" } == [
        "sectionIndexLabel(A)", "sectionIndexLabel(B)", "sectionIndexLabel(nil)",
        "listSectionIndexVisibility(visible)",
      ])
  }
}
