// A preview written as Apple's templates write them: the preview makes the model and
// passes it in. Xcode runs the body once, so the view does not make the model (S232).
import SwiftUI

@Observable
final class Activities {
  var names = ["Run", "Swim"]
}

struct ActivityView: View {
  @Bindable var activities: Activities
  var body: some View {
    List(activities.names, id: \.self) { Text($0) }
  }
}

#Preview {
  ActivityView(activities: Activities())
}
