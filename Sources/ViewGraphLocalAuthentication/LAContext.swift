#if !canImport(LocalAuthentication)
  import Foundation
  import ViewGraph
  import ViewGraphFoundationGaps

  /// A context that authenticates the device's owner, as LocalAuthentication declares it.
  /// There is no sensor and no user: a context answers with the device and the owner's answer
  /// a test supplied (``supplied``, inspection SPI), and keeps the reasons it was asked with
  /// (``requestedReasons``). Asked to authenticate with nothing supplied, it raises a
  /// `notModelled` warning and fails with `LAError(.notInteractive)`, the answer of a context
  /// that may not show its sheet (S384).
  ///
  /// ```swift
  /// let context = LAContext()
  /// var error: NSError?
  /// if context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) {
  ///   isUnlocked = try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")
  /// }
  /// ```
  open class LAContext: NSObject, @unchecked Sendable {
    open var localizedFallbackTitle: String?
    open var localizedCancelTitle: String?
    open var localizedReason = ""
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    open var interactionNotAllowed = false
    private let lock = NSLock()
    private var invalidated = false

    public override init() { super.init() }

    /// The device's biometrics, as a test supplied them (`.none` by default).
    open var biometryType: LABiometryType { Self.device.value.biometryType }

    /// Whether `policy` can be evaluated on this device; when not, `error` says why.
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
      let reason = Self.device.value.refusal(of: policy)
      if let reason { error?.pointee = NSError(domain: LAErrorDomain, code: reason.rawValue) }
      return reason == nil
    }

    /// Asks the owner to authenticate for `policy`; `reply` hears the answer on a background
    /// queue, as LocalAuthentication's private queue.
    open func evaluatePolicy(
      _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      let (answer, warning) = self.answer(policy, reason: localizedReason)
      if let warning { RuntimeWarning.raise(.notModelled, warning) }
      DispatchQueue.global().async {
        switch answer {
        case .success: reply(true, nil)
        case .failure(let error): reply(false, error)
        }
      }
    }

    /// Asks the owner to authenticate for `policy`: true, or the `LAError` it failed with.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
      let (answer, warning) = self.answer(policy, reason: localizedReason)
      // Raised on the main actor, where a warning reaches the running test.
      if let warning { await MainActor.run { RuntimeWarning.raise(.notModelled, warning) } }
      return try answer.map { true }.get()
    }

    /// Ends the context: evaluations after it fail with `.invalidContext`.
    open func invalidate() { lock.withLock { invalidated = true } }

    /// The answer to one evaluation, read on the caller's task: the supply is the running
    /// test's, which a background queue would not see.
    private func answer(_ policy: LAPolicy, reason: String) -> (Result<Void, LAError>, warning: String?) {
      Self.requests.modify { $0.append(reason) }
      if lock.withLock({ invalidated }) { return (.failure(LAError(.invalidContext)), nil) }
      if interactionNotAllowed { return (.failure(LAError(.notInteractive)), nil) }
      if let refusal = Self.device.value.refusal(of: policy) { return (.failure(LAError(refusal)), nil) }
      switch Self.answers.value {
      case .authenticates: return (.success(()), nil)
      case .fails(let code): return (.failure(LAError(code)), nil)
      case nil:
        return (
          .failure(LAError(.notInteractive)),
          "LAContext.evaluatePolicy(\(policy), localizedReason: \(Self.quoted(reason))) asked the owner to "
            + "authenticate, which no test answered; it fails with LAError(.notInteractive). Fix: supply the "
            + "answer with LAContext.supplied."
        )
      }
    }

    /// A reason as a message quotes it: at most 120 characters.
    private static func quoted(_ reason: String) -> String {
      reason.count <= 120 ? "\"\(reason)\"" : "\"\(reason.prefix(120))…\" (\(reason.count) characters)"
    }

    /// What the running test supplied and asked for (S353).
    static let device = TestScoped(LADevice())
    static let answers = TestScoped<LAOwnerAnswer?>(nil)
    static let requests = TestScoped<[String]>([])
  }

  /// The device a context runs on: its biometrics and whether a passcode is set.
  @_spi(Inspection)
  public struct LADevice: Sendable {
    public var biometryType: LABiometryType
    public var hasPasscode: Bool

    /// A device with a passcode and no biometrics, as a simulator without enrolled Face ID.
    public init(biometryType: LABiometryType = .none, hasPasscode: Bool = true) {
      self.biometryType = biometryType
      self.hasPasscode = hasPasscode
    }

    /// Why `policy` cannot be evaluated here, or nil when it can.
    func refusal(of policy: LAPolicy) -> LAError.Code? {
      if !hasPasscode { return .passcodeNotSet }
      if policy.needsBiometrics && biometryType == .none { return .biometryNotAvailable }
      return nil
    }
  }

  /// What the device's owner answers when a context asks them to authenticate.
  @_spi(Inspection)
  public enum LAOwnerAnswer: Sendable, Equatable {
    /// The owner authenticates.
    case authenticates
    /// The authentication fails with this code (`.userCancel`, `.authenticationFailed`…).
    case fails(LAError.Code)
  }

  @_spi(Inspection)
  extension LAContext {
    /// The device contexts run on in the running test (a passcode, no biometrics by default).
    public static var suppliedDevice: LADevice {
      get { device.value }
      set { device.value = newValue }
    }

    /// The owner's answer to every evaluation the device can run; nil (the default) warns and
    /// fails with `.notInteractive`. It is the running test's (S353).
    public static var supplied: LAOwnerAnswer? {
      get { answers.value }
      set { answers.value = newValue }
    }

    /// The reasons evaluations were asked with, in order, in the running test.
    public static var requestedReasons: [String] { requests.value }

    /// Forgets what the running test supplied and asked.
    public static func reset() {
      device.reset()
      answers.reset()
      requests.reset()
    }
  }
#endif
