import Foundation
import SwiftData

/// A to-do: its steps go with it when it is deleted.
@Model
final class Todo {
  var title: String
  var isDone = false
  var priority = 0
  var createdAt: Date
  @Relationship(deleteRule: .cascade, inverse: \Step.todo) var steps: [Step] = []

  init(title: String, priority: Int = 0, createdAt: Date = .now) {
    self.title = title
    self.priority = priority
    self.createdAt = createdAt
  }
}

/// One step of a to-do.
@Model
final class Step {
  var text: String
  var todo: Todo?

  init(text: String) {
    self.text = text
  }
}
