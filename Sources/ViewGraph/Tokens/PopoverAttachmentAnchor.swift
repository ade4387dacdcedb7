/// Where a popover's arrow points (recorded, not laid out).
///
/// ```swift
/// .popover(isPresented: $showsHelp, attachmentAnchor: .point(.top), arrowEdge: .bottom) { Help() }
/// ```
public enum PopoverAttachmentAnchor {
  /// A rectangle of the presenting view.
  case rect(Anchor<CGRect>.Source)
  /// A point of the presenting view.
  case point(UnitPoint)
}

extension PopoverAttachmentAnchor: Sendable {}
