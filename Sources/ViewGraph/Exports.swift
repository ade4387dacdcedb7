// A screen written for SwiftUI gets Foundation and Observation from `import SwiftUI`;
// ViewGraph re-exports them so swapping the import is the only edit.
@_exported import Foundation
@_exported import Observation
