import Foundation

// Apple's Foundation has UndoManager on every platform; swift-corelibs-foundation has none, so
// a screen that reads `@Environment(\.undoManager)` and registers undo actions would not
// compile on Linux. This one keeps Apple's stacks and groups; there is no run loop, so a
// registration outside an explicit group is a group of its own (Apple groups the ones made
// in one event).
#if !canImport(Darwin)
  /// Records operations so they can be undone and redone, as Apple's Foundation declares it.
  ///
  /// ```swift
  /// func rename(_ item: Item, to name: String, undoManager: UndoManager?) {
  ///   let old = item.name
  ///   item.name = name
  ///   undoManager?.registerUndo(withTarget: item) { rename($0, to: old, undoManager: undoManager) }
  ///   undoManager?.setActionName("Rename")
  /// }
  /// ```
  // `@preconcurrency`: Apple's is `NSUndoManager`, imported from Objective-C, whose main-actor
  // isolation Swift applies as `@preconcurrency` — a Swift 5 caller off the main actor gets a
  // warning, not an error.
  @preconcurrency @MainActor
  open class UndoManager: NSObject {
    /// One registered operation, and the object it acts on (held weakly: Apple holds it
    /// unowned, so that an undo stack keeps no model alive).
    private struct Operation {
      weak var target: AnyObject?
      let run: @MainActor (AnyObject) -> Void
    }

    /// The operations one undo or redo runs, newest last, and the name menus show for them.
    private struct Group {
      var operations: [Operation] = []
      var name = ""
    }

    private var undoGroups: [Group] = []
    private var redoGroups: [Group] = []
    /// Groups opened with `beginUndoGrouping()` and not yet ended, innermost last.
    private var openGroups: [Group] = []
    /// While undoing or redoing: what the operations register, the group for the other stack.
    private var reverting: Group?
    private var disabledCount = 0

    /// Whether `undo()` is running.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running.
    public private(set) var isRedoing = false
    /// How many groups the undo stack keeps; 0 keeps them all.
    open var levelsOfUndo = 0
    /// Whether registrations of one event are grouped (kept for source compatibility: with no
    /// run loop, each registration outside an explicit group is its own group).
    open var groupsByEvent = true

    nonisolated public override init() { super.init() }

    /// Registers `handler` to undo the operation just done to `target`. Called while undoing,
    /// it registers the redo.
    @preconcurrency
    open func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
      guard isUndoRegistrationEnabled else { return }
      let operation = Operation(target: target) { handler(unsafeDowncast($0, to: TargetType.self)) }
      if reverting != nil {
        reverting?.operations.append(operation)
      } else if !openGroups.isEmpty {
        // A new change makes what was undone unreachable, as in Apple's.
        redoGroups.removeAll()
        openGroups[openGroups.count - 1].operations.append(operation)
      } else {
        redoGroups.removeAll()
        push(Group(operations: [operation]), onto: &undoGroups)
      }
    }

    /// Whether there is something to undo.
    open var canUndo: Bool { !undoGroups.isEmpty || openGroups.contains { !$0.operations.isEmpty } }

    /// Whether there is something to redo.
    open var canRedo: Bool { !redoGroups.isEmpty }

    /// Undoes the last group: its operations run newest first, and what they register becomes
    /// the redo. An open top-level group is ended first.
    open func undo() {
      if openGroups.count == 1 { endUndoGrouping() }
      guard let group = undoGroups.popLast() else { return }
      isUndoing = true
      let redo = revert(group)
      isUndoing = false
      if !redo.operations.isEmpty { redoGroups.append(redo) }
    }

    /// Redoes the last group undone.
    open func redo() {
      guard let group = redoGroups.popLast() else { return }
      isRedoing = true
      let undo = revert(group)
      isRedoing = false
      if !undo.operations.isEmpty { push(undo, onto: &undoGroups) }
    }

    /// Opens a group: the operations registered until `endUndoGrouping()` undo together.
    open func beginUndoGrouping() { openGroups.append(Group()) }

    /// Closes the group `beginUndoGrouping()` opened; a nested group joins the one around it.
    open func endUndoGrouping() {
      guard let group = openGroups.popLast() else { return }
      if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].operations += group.operations
        if openGroups[openGroups.count - 1].name.isEmpty {
          openGroups[openGroups.count - 1].name = group.name
        }
      } else if !group.operations.isEmpty {
        push(group, onto: &undoGroups)
      }
    }

    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }

    /// Names the group being recorded (or the one just recorded), for the Undo and Redo
    /// menu items.
    open func setActionName(_ actionName: String) {
      if reverting != nil {
        reverting?.name = actionName
      } else if !openGroups.isEmpty {
        openGroups[openGroups.count - 1].name = actionName
      } else if !undoGroups.isEmpty {
        undoGroups[undoGroups.count - 1].name = actionName
      }
    }

    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoGroups.last?.name ?? "" }

    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoGroups.last?.name ?? "" }

    /// "Undo" followed by the action name, as a menu shows it.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// "Redo" followed by the action name, as a menu shows it.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Forgets everything to undo and redo.
    open func removeAllActions() {
      undoGroups.removeAll()
      redoGroups.removeAll()
      openGroups = openGroups.map { _ in Group() }
    }

    /// Forgets the operations registered with `target`.
    open func removeAllActions(withTarget target: Any) {
      let target = target as AnyObject
      func keep(_ group: Group) -> Group {
        var kept = group
        kept.operations.removeAll { $0.target === target }
        return kept
      }
      undoGroups = undoGroups.map(keep).filter { !$0.operations.isEmpty }
      redoGroups = redoGroups.map(keep).filter { !$0.operations.isEmpty }
      openGroups = openGroups.map(keep)
    }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Records registrations again.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Runs a group's operations newest first, collecting what they register under its name.
    private func revert(_ group: Group) -> Group {
      reverting = Group(name: group.name)
      for operation in group.operations.reversed() {
        if let target = operation.target { operation.run(target) }
      }
      let reverse = reverting ?? Group()
      reverting = nil
      return reverse
    }

    private func push(_ group: Group, onto stack: inout [Group]) {
      stack.append(group)
      if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }
  }
#endif
