// The values of an internet password's protocol and authentication type.
#if !canImport(Security)
  import Foundation
  import ViewGraphFoundationGaps

  // MARK: - Internet protocols

  /// The FTP protocol.
  ///
  /// ```swift
  /// let query = [kSecClass: kSecClassInternetPassword, kSecAttrProtocol: kSecAttrProtocolHTTPS] as CFDictionary
  /// ```
  nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "
  /// The FTP account protocol.
  nonisolated(unsafe) public let kSecAttrProtocolFTPAccount: CFString = "ftpa"
  /// The HTTP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"
  /// The IRC protocol.
  nonisolated(unsafe) public let kSecAttrProtocolIRC: CFString = "irc "
  /// The NNTP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolNNTP: CFString = "nntp"
  /// The POP3 protocol.
  nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"
  /// The SMTP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"
  /// The SOCKS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "
  /// The IMAP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"
  /// The LDAP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"
  /// The AppleTalk protocol.
  nonisolated(unsafe) public let kSecAttrProtocolAppleTalk: CFString = "atlk"
  /// The AFP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolAFP: CFString = "afp "
  /// The Telnet protocol.
  nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"
  /// The SSH protocol.
  nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "
  /// The FTP over TLS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolFTPS: CFString = "ftps"
  /// The HTTPS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"
  /// The HTTP proxy protocol.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPProxy: CFString = "htpx"
  /// The HTTPS proxy protocol.
  nonisolated(unsafe) public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"
  /// The FTP proxy protocol.
  nonisolated(unsafe) public let kSecAttrProtocolFTPProxy: CFString = "ftpx"
  /// The SMB protocol.
  nonisolated(unsafe) public let kSecAttrProtocolSMB: CFString = "smb "
  /// The RTSP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolRTSP: CFString = "rtsp"
  /// The RTSP proxy protocol.
  nonisolated(unsafe) public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"
  /// The DAAP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolDAAP: CFString = "daap"
  /// The remote Apple events protocol.
  nonisolated(unsafe) public let kSecAttrProtocolEPPC: CFString = "eppc"
  /// The IPP protocol.
  nonisolated(unsafe) public let kSecAttrProtocolIPP: CFString = "ipp "
  /// The NNTP over TLS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolNNTPS: CFString = "ntps"
  /// The LDAP over TLS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolLDAPS: CFString = "ldps"
  /// The Telnet over TLS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolTelnetS: CFString = "tels"
  /// The IMAP over TLS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"
  /// The IRC over TLS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolIRCS: CFString = "ircs"
  /// The POP3 over TLS protocol.
  nonisolated(unsafe) public let kSecAttrProtocolPOP3S: CFString = "pops"

  // MARK: - Authentication types

  /// Windows NT LAN Manager authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"
  /// Microsoft Network authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeMSN: CFString = "msna"
  /// Distributed Password authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"
  /// Remote Password authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"
  /// HTTP Basic authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
  /// HTTP Digest authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
  /// An HTML form's authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
  /// The default authentication.
  nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"
#endif
