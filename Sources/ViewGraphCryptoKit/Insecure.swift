#if !canImport(CryptoKit)
  /// The hash functions kept for compatibility with older protocols, which are not
  /// cryptographically secure: ``Insecure/MD5`` and ``Insecure/SHA1``.
  ///
  /// ```swift
  /// let etag = Insecure.MD5.hash(data: body).map { String(format: "%02x", $0) }.joined()
  /// ```
  public enum Insecure: Sendable {}
#endif
