// A sign-in flow: an @Observable session in the environment, a disabled button, an error
// alert, and a progress view while signing in.
import ViewGraph

@Observable
final class Session {
  var userName: String?
  var isSigningIn = false
  var error: String?

  func signIn(user: String, password: String) {
    if password == "secret" {
      userName = user
    } else {
      error = "Wrong password"
    }
  }
}

struct LoginScreen: View {
  @Environment(Session.self) private var session
  @State private var user = ""
  @State private var password = ""

  var body: some View {
    @Bindable var session = session
    VStack(alignment: .leading) {
      if let name = session.userName {
        Text("Welcome, \(name)")
      } else {
        TextField("User", text: $user)
          .textInputAutocapitalization(.never)
          .autocorrectionDisabled()
        SecureField("Password", text: $password)
        if session.isSigningIn {
          ProgressView()
        }
        Button("Sign in") { session.signIn(user: user, password: password) }
          .buttonStyle(.borderedProminent)
          .disabled(user.isEmpty || password.isEmpty)
      }
    }
    .alert(
      "Sign-in failed",
      isPresented: Binding(get: { session.error != nil }, set: { if !$0 { session.error = nil } })
    ) {
      Button("OK") {}
    } message: {
      Text(session.error ?? "")
    }
  }
}

struct LoginRoot: View {
  @State private var session = Session()
  var body: some View { LoginScreen().environment(session) }
}
