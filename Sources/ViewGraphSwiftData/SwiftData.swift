// `import SwiftData` brings Observation along on Apple platforms (a model is `@Observable`)
// and Foundation's `#Predicate` and `SortDescriptor`, which a fetch takes.
@_exported import Foundation
@_exported import Observation
