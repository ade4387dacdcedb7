import Foundation
import Testing
@_spi(Inspection) import ViewGraph

// API the held-out corpora of issue #31 (measure10, measure11) failed on, written as those apps write it
// and mounted, so each snippet is compiled in full and its view runs.

extension HorizontalAlignment {
  private enum ControlAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
      context[HorizontalAlignment.center]
    }
  }

  fileprivate static let controlAlignment = HorizontalAlignment(ControlAlignment.self)
}

private enum BottomAvatarAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

extension VerticalAlignment {
  fileprivate static let bottomAvatar = VerticalAlignment(BottomAvatarAlignment.self)
}

/// A route model builds its transition outside any view, as Swiftfin's does.
private struct Route: Hashable {
  let id: Int
  nonisolated func transition(in namespace: Namespace.ID) -> some NavigationTransition {
    .zoom(sourceID: id, in: namespace)
  }
}

private struct FormLabelled: View {
  @State private var password = ""
  @State private var isFavorited = false
  @Namespace private var namespace
  var body: some View {
    VStack(alignment: .controlAlignment) {
      HStack(alignment: .bottomAvatar) {
        Text("Name").alignmentGuide(.controlAlignment) { $0[.leading] }
        Text("Avatar").alignmentGuide(.bottomAvatar) { $0[.bottom] }
      }
      .alignmentGuide(.leading) { $0[.controlAlignment] }
      SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
      Button("Favorite") { isFavorited.toggle() }
        .buttonStyle(isFavorited ? .glass(.regular) : .glass)
      Button("Clear") {}.buttonStyle(GlassButtonStyle(.clear))
      Circle()
        .fill(isFavorited ? Color.primary : Color.clear)
        .strokeBorder(Color.primary, lineWidth: 2)
      Canvas { context, size in
        context.addFilter(.alphaThreshold(min: 0.5, max: 1, color: .white))
        context.addFilter(.blur(radius: 10))
        context.drawLayer { layer in
          if let capsule = layer.resolveSymbol(id: "Capsule") {
            layer.draw(capsule, at: CGPoint(x: size.width / 2, y: size.height / 2))
          }
        }
      } symbols: {
        Capsule().frame(width: 40, height: 10).tag("Capsule")
      }
      Text("Detail").navigationTransition(Route(id: 1).transition(in: namespace))
      Text("Faded").navigationTransition(.crossFade)
      Text("Glass")
        .accessibilityHint(String("Opens the session"))
        .padding()
        .background(ConcentricRectangle(corners: .concentric(minimum: 16), isUniform: true).fill(.blue))
        .clipShape(.rect(corners: .fixed(8)))
        .transition(AsymmetricTransition(insertion: .identity, removal: .opacity))
      DonutSlice().stroke(Color.red, lineWidth: 4)
      ZStack(alignment: .trailingLastTextBaseline) {
        Text("A long text")
        Text("more")
      }
    }
    .toolbar {
      #if os(iOS)
        EditButton()
      #endif
    }
  }
}

/// A chart's slice, drawn as TelemetryViewer's donut chart draws it.
private struct DonutSlice: Shape {
  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    path.addRelativeArc(
      center: center, radius: rect.width / 2, startAngle: .degrees(-90), delta: .degrees(120))
    return path
  }
}

@MainActor
@Suite("Held-out apps' API (measure10, measure11)")
struct HeldOutAppsSurfaceTests {
  @Test("custom alignments, a labelled SecureField, glass(_:), strokeBorder after fill, canvas symbols")
  func formLabelled() {
    let host = mount(FormLabelled())
    #expect(host.texts.contains("Name"))
    host.setInput("Password", "secret")
    #expect(host.view(FormLabelled.self) != nil)
    host.press("Favorite")
    #expect(host.control("Password") != nil)
  }

  @Test(
    "a concentric corner takes its minimum radius with no container; a relative arc ends where it sweeps to")
  func concentricAndArcs() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let concentric = ConcentricRectangle(corners: .concentric(minimum: 16), isUniform: true).path(in: rect)
    #expect(
      concentric
        == UnevenRoundedRectangle(
          topLeadingRadius: 16, bottomLeadingRadius: 16, bottomTrailingRadius: 16, topTrailingRadius: 16
        ).path(in: rect))
    #expect(ConcentricRectangle().path(in: rect) == UnevenRoundedRectangle().path(in: rect))
    var arc = Path()
    arc.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
    let end = arc.currentPoint ?? .zero
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
  }
}
