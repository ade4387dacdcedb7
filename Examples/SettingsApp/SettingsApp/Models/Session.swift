import Foundation

/// The signed-in session, an `ObservableObject` as older parts of an app often are.
/// `import Foundation` brings `ObservableObject` and `@Published` along on Apple platforms.
final class Session: ObservableObject {
  @Published var userName: String

  init(userName: String) { self.userName = userName }
}
