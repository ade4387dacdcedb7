import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// Written as the apps measured for issue #31 write it, and mounted, so the snippet is compiled in
// full and its view runs.

/// FoodTruck's BrandHeader: the content closure uses `context.date` before its views, which
/// only infers when the context's type does not depend on `Content`.
private struct AnimatedHeader: View {
  var animated = false
  var body: some View {
    TimelineView(.animation(paused: !animated)) { context in
      let seconds = context.date.timeIntervalSince1970
      Canvas { context, size in
        let rect = CGRect(origin: .zero, size: size)
        context.fill(
          Rectangle().path(in: rect),
          with: .radialGradient(
            Gradient(colors: [.blue, .white]), center: .zero, startRadius: 0, endRadius: 600))
        context.drawLayer { layer in
          layer.rotate(by: .degrees(seconds.truncatingRemainder(dividingBy: 360)))
          layer.draw(Image(systemName: "cloud"), at: .zero)
        }
      }
      .padding(.top, -20)
    }
  }
}

@MainActor
@Suite("TimelineView")
struct TimelineViewTests {
  @Test("a timeline view's content gets a TimelineViewDefaultContext and mounts")
  func timelineContext() {
    let host = mount(
      VStack {
        AnimatedHeader()
        TimelineView(.everyMinute) { (context: TimelineViewDefaultContext) in
          Text(context.cadence == .live ? "Live" : "Slower")
        }
      })
    #expect(host.view(AnimatedHeader.self) != nil)
    #expect(host.texts.contains("Live"))
  }
}
