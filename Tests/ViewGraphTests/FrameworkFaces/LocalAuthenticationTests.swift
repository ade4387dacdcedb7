import Foundation
import Testing
@_spi(Inspection) import ViewGraph
@_spi(Inspection) import ViewGraphLocalAuthentication

/// A vault that unlocks with Face ID or the passcode, as apps gate a screen: it asks whether
/// the device can, then asks the owner, and keeps why it stayed locked.
@MainActor
@Observable
private final class Vault {
  var isUnlocked = false
  var problem: String?

  func unlock() async {
    let context = LAContext()
    var error: NSError?
    guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) else {
      problem = "cannot \(error?.code ?? 0)"
      return
    }
    do {
      isUnlocked = try await context.evaluatePolicy(
        .deviceOwnerAuthentication, localizedReason: "Unlock your notes")
    } catch let error as LAError where error.code == .userCancel {
      problem = "canceled"
    } catch let error as LAError {
      problem = "failed \(error.code.rawValue)"
    } catch {
      problem = "other"
    }
  }
}

@MainActor
@Suite("S384: LocalAuthentication", .serialized)
struct LocalAuthenticationTests {
  @Test("S384: the supplied answer unlocks, or fails with its code; the reasons are kept")
  func suppliedAnswer() async {
    defer { LAContext.reset() }
    LAContext.supplied = .authenticates
    let vault = Vault()
    await vault.unlock()
    #expect(vault.isUnlocked && vault.problem == nil)
    LAContext.supplied = .fails(.userCancel)
    let other = Vault()
    await other.unlock()
    #expect(!other.isUnlocked && other.problem == "canceled")
    #expect(LAContext.requestedReasons == ["Unlock your notes", "Unlock your notes"])
  }

  @Test("S384: the device decides what can be evaluated: biometrics need a sensor, all needs a passcode")
  func deviceDecides() {
    defer { LAContext.reset() }
    var error: NSError?
    #expect(LAContext().biometryType == .none)
    #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
    #expect(error?.code == LAError.Code.biometryNotAvailable.rawValue && error?.domain == LAErrorDomain)
    LAContext.suppliedDevice = LADevice(biometryType: .faceID)
    error = nil
    #expect(
      LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) && error == nil)
    #expect(LAContext().biometryType == .faceID)
    LAContext.suppliedDevice = LADevice(biometryType: .faceID, hasPasscode: false)
    #expect(!LAContext().canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    #expect(error?.code == LAError.Code.passcodeNotSet.rawValue)
  }

  @Test("S384: with nothing supplied an evaluation warns, naming its reason, and fails as not interactive")
  func nothingSuppliedWarns() async {
    LAContext.reset()
    defer { LAContext.reset() }
    let vault = Vault()
    let warnings = await collectingNotModelledWarnings { await vault.unlock() }
    #expect(!vault.isUnlocked && vault.problem == "failed -1004")
    #expect(
      warnings.map(\.message) == [
        "LAContext.evaluatePolicy(deviceOwnerAuthentication, localizedReason: \"Unlock your notes\") asked the "
          + "owner to authenticate, which no test answered; it fails with LAError(.notInteractive). Fix: supply "
          + "the answer with LAContext.supplied."
      ])
  }

  @Test("S384: the reply runs off the main thread; an invalidated context fails with invalidContext")
  func replyAndInvalidation() async {
    defer { LAContext.reset() }
    LAContext.supplied = .authenticates
    let context = LAContext()
    let (success, onMain) = await withCheckedContinuation { continuation in
      context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Pay") { success, _ in
        continuation.resume(returning: (success, Thread.isMainThread))
      }
    }
    #expect(success && !onMain)
    context.invalidate()
    await #expect(throws: LAError(.invalidContext)) {
      try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Pay")
    }
  }
}
