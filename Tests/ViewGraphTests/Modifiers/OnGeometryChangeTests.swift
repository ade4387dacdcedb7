import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

private struct GeometryWatcher: View {
  @State private var width: CGFloat = 300
  @State private var reports: [String] = []
  var body: some View {
    VStack {
      Text("Reports \(reports.joined(separator: ","))")
      Button("Widen") { width = 500 }
      Button("Same") { width = width }
      Text("Measured")
        .onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: {
          reports.append("\(Int($0))")
        }
        .onGeometryChange(for: CGFloat.self) {
          $0.size.width
        } action: { old, new in
          reports.append("\(Int(old))>\(Int(new))")
        }
        .environment(\.containerSize, CGSize(width: width, height: 100))
    }
  }
}

@MainActor
@Suite("S104: onGeometryChange")
struct OnGeometryChangeTests {
  @Test("S104: onGeometryChange runs its action when the view appears and when the value changes")
  func geometryChangeRunsAction() {
    let host = mount(GeometryWatcher())
    #expect(host.texts.contains("Reports 300,300>300"))
    host.press("Same")
    #expect(host.texts.contains("Reports 300,300>300"))
    host.press("Widen")
    #expect(host.texts.contains("Reports 300,300>300,500,300>500"))
  }
}
