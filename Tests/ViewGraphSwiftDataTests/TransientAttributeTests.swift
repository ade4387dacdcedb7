import Foundation
import Observation
import Testing
import ViewGraphSwiftData

/// A tag as the first SDK's apps wrote it: `@Attribute(.transient)` for a value the store
/// does not keep.
@Model final class Label {
  var name: String = ""
  @Attribute(.transient) var isChecked = false

  init(name: String) { self.name = name }
}

@MainActor
struct TransientAttributeTests {
  @Test func S270_aTransientAttributeIsNeitherStoredNorObserved() throws {
    let container = makeContainer(Label.self)
    let label = Label(name: "Home")
    container.mainContext.insert(label)
    try container.mainContext.save()
    let fired = Box()
    withObservationTracking {
      _ = label.isChecked
    } onChange: {
      fired.value = true
    }
    label.isChecked = true
    #expect(!label.hasChanges)
    #expect(!fired.value)
    withObservationTracking {
      _ = label.name
    } onChange: {
      fired.value = true
    }
    label.name = "Work"
    #expect(label.hasChanges)
    #expect(fired.value)
  }
}

private final class Box: @unchecked Sendable {
  var value = false
}
