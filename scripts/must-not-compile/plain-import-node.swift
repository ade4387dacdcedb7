// expect: cannot find type 'Node' in scope
// A plain import offers SwiftUI's surface: the graph's node is inspection API.
import ViewGraph

func misuse(_ node: Node) {}
