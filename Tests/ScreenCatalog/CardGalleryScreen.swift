// A gallery: scroll view, lazy stack, shapes, gradients, overlays, a menu and a dialog.
import ViewGraph

struct GalleryCard: Identifiable {
  let id: Int
  var title: String
  var color: Color
}

struct CardGalleryScreen: View {
  @State private var cards = (1...4).map { GalleryCard(id: $0, title: "Card \($0)", color: .blue) }
  @State private var sortAscending = true
  @State private var cardToDelete: Int?
  @State private var confirmsDelete = false

  var body: some View {
    ScrollView {
      LazyVStack(spacing: 16) {
        Menu("Sort") {
          Button("Ascending") { sortAscending = true }
          Button("Descending") { sortAscending = false }
        }
        ForEach(sortAscending ? cards : cards.reversed()) { card in
          CardView(card: card) {
            cardToDelete = card.id
            confirmsDelete = true
          }
        }
        GroupBox("Summary") {
          Text("\(cards.count) cards")
        }
      }
      .padding(.horizontal)
    }
    .confirmationDialog("Delete card?", isPresented: $confirmsDelete, titleVisibility: .visible) {
      Button("Delete", role: .destructive) {
        cards.removeAll { $0.id == cardToDelete }
      }
    }
  }
}

struct CardView: View {
  let card: GalleryCard
  // SwiftUI isolates a button's action to the main actor; a handler passed on to one is too.
  var onDelete: @MainActor () -> Void
  @State private var isFlipped = false

  var body: some View {
    ZStack(alignment: .topTrailing) {
      RoundedRectangle(cornerRadius: 12)
        .fill(
          LinearGradient(colors: [card.color, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .frame(height: 120)
      Text(isFlipped ? "Back of \(card.title)" : card.title)
        .font(.headline)
        .foregroundStyle(.white)
    }
    .overlay(alignment: .bottomLeading) {
      Button("Flip \(card.title)") { isFlipped.toggle() }
    }
    .background { Rectangle().fill(.gray.opacity(0.1)) }
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .shadow(radius: 4)
    .contextMenuSubstitute(onDelete: onDelete, title: card.title)
  }
}

extension View {
  // Context menus need a long press; the gallery offers a plain delete button instead.
  func contextMenuSubstitute(onDelete: @escaping @MainActor () -> Void, title: String) -> some View {
    VStack {
      self
      Button("Delete \(title)", action: onDelete)
    }
  }
}
