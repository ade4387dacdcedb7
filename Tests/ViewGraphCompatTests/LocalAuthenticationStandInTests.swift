import Foundation
import Testing

@testable import ViewGraphCompat

/// Winston's and Aidoku's LocalAuthentication shapes, compiled in a mirror with the stand-in:
/// a helper that checks what the device can evaluate and names its biometrics, and a settings
/// toggle that asks the owner before it changes.
@Suite("viewgraph-compat: the corpus's LocalAuthentication shapes compile", .serialized, .ownThread)
struct LocalAuthenticationStandInTests {
  typealias FixtureApp = ViewGraphCompatTests.FixtureApp

  @Test("canEvaluatePolicy with &error and nil, biometryType, the reply and async forms compile")
  func localAuthenticationShapesCompile() throws {
    let app = try FixtureApp([
      "Biometrics.swift": """
      import LocalAuthentication
      import SwiftUI
      extension LAPolicy {
        static let defaultPolicy = Self.deviceOwnerAuthentication
      }
      class Biometrics {
        let context = LAContext()
        var error: NSError?
        func biometricType() -> String {
          guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else { return "Passcode" }
          switch context.biometryType {
          case .opticID: return "Optic ID"
          case .faceID: return "Face ID"
          case .touchID: return "Touch ID"
          case .none: return "None"
          @unknown default: return "Unknown"
          }
        }
        func authenticateUser(completion: @escaping @Sendable (Bool) -> Void) {
          guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) else { return completion(false) }
          context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Identify Yourself!") { success, error in
            completion(success && error == nil)
          }
        }
      }
      """,
      "LockSetting.swift": """
      import LocalAuthentication
      import SwiftUI
      struct LockSetting: View {
        @AppStorage("lockHistory") private var lockHistory = false
        var body: some View {
          Toggle("Lock history", isOn: Binding(get: { lockHistory }, set: { newValue in
            Task { await authenticate(to: newValue) }
          }))
        }
        private func authenticate(to newValue: Bool) async {
          let context = LAContext()
          let success: Bool
          do {
            success = try await context.evaluatePolicy(.defaultPolicy, localizedReason: "Change the setting")
          } catch let error as LAError where error.code == .userCancel {
            return
          } catch {
            success = false
          }
          if success { lockHistory = newValue }
        }
      }
      """,
    ])
    let result = try #require(try ViewGraphCompatTests.results(for: app).first)
    #expect(result.counted == 2)
    #expect(result.compiling == 2, "\(Report(results: [result], listsEveryFile: true).text)")
  }
}
