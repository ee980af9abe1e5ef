import NibModel

/// What the attributes every kind of cell shares decide: the `NSCellFlags`/`NSCellFlags2` bits of
/// its state, alignment, line break mode and control size, and the control keys that mirror them
/// (``AppKitEncoding/ControlKeys``).
struct CellTraits {
    /// `NSCellFlags` bits (state on: 0x80000000).
    var cellFlags = 0
    /// `NSCellFlags2` bits (alignment, line break mode, control size).
    var cellFlags2 = 0
    /// `NSControlTextAlignment`: left 0, center 1, right 2, natural 4.
    var alignment = 4
    /// `NSControlLineBreakMode`, an `NSLineBreakMode`.
    var lineBreakMode = 0
    /// `NSControlSize`: regular 0, small 1, mini 2.
    var size = 0
    /// `NSEnabled`: false for a cell the document disables (`enabled="NO"`).
    var enabled = true
    /// The cell properties these traits consumed.
    var handled: Set<String> = []
}

extension AppKitEncoding {
    /// `NSLineBreakMode` by `lineBreakMode`; `NSCellFlags2` holds it from bit 9.
    static let lineBreakModes: [String: Int] = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingTail": 4,
    ]
    /// `NSCellFlags2` bits and `NSControlSize` by `controlSize`.
    static let controlSizes: [String: (cellFlags2: Int, control: Int)] = [
        "regular": (0, 0), "small": (0x2_0000, 1), "mini": (0x4_0000, 2),
    ]
    /// `NSCellFlags2` bits and `NSControlTextAlignment` by `alignment`.
    static let alignments: [String: (cellFlags2: Int, control: Int)] = [
        "left": (0, 0), "center": (0x800_0000, 1), "right": (0x400_0000, 2),
    ]
    /// `NSCellFlags2` bits of a text-showing cell (button, text field, stepper) that names no
    /// alignment: natural.
    static let naturalAlignmentBits = 0x1000_0000
    /// `NSCellFlags` bits of a text cell (button and text field cells).
    static let textCellFlags = 0x0400_0000
    /// `NSCellFlags` bit of a cell whose `state` is on.
    static let cellStateOnBit = 0x8000_0000
    /// `NSCellFlags` bit of a disabled cell (`enabled="NO"`): the bit readers of Apple's nibs
    /// take as "not enabled".
    static let cellDisabledBit = 0x2000_0000

    /// The cell attributes the shared cell step knows.
    enum CellAttribute: String {
        case state, alignment, lineBreakMode, controlSize, enabled
    }

    /// The shared cell step: reads those of a cell's `state`, `alignment`, `lineBreakMode` and
    /// `controlSize` that `reading` names (what the corpus shows for its kind of cell; the others
    /// are left for the caller to refuse). `naturalAlignmentBits` are the `NSCellFlags2` bits of a
    /// cell that names no alignment; only the line break modes in `lineBreakModes` are taken.
    func cellTraits(
        _ cell: NibObject, reading: Set<CellAttribute>, naturalAlignmentBits: Int = 0,
        lineBreakModes: Set<String> = []
    ) -> CellTraits {
        var traits = CellTraits()
        func text(_ attribute: CellAttribute) -> String? {
            guard reading.contains(attribute), case .string(let value)? = cell.properties[attribute.rawValue] else {
                return nil
            }
            return value
        }
        if text(.state) == "on" {
            traits.cellFlags |= Self.cellStateOnBit
            traits.handled.insert("state")
        }
        if let name = text(.alignment), let facts = Self.alignments[name] {
            traits.cellFlags2 |= facts.cellFlags2
            traits.alignment = facts.control
            traits.handled.insert("alignment")
        } else if cell.properties["alignment"] == nil {
            traits.cellFlags2 |= naturalAlignmentBits
        }
        if let name = text(.lineBreakMode), lineBreakModes.contains(name), let mode = Self.lineBreakModes[name] {
            traits.cellFlags2 |= mode << 9
            traits.lineBreakMode = mode
            traits.handled.insert("lineBreakMode")
        }
        if reading.contains(.enabled), case .bool(let enabled)? = cell.properties["enabled"] {
            if !enabled { traits.cellFlags |= Self.cellDisabledBit }
            traits.enabled = enabled
            traits.handled.insert("enabled")
        }
        if let name = text(.controlSize), let facts = Self.controlSizes[name] {
            traits.cellFlags2 |= facts.cellFlags2
            traits.size = facts.control
            traits.handled.insert("controlSize")
        }
        return traits
    }

    /// `cell` as its control makes it: a control keeps its enabled state in its cell, so
    /// `enabled` on the control element (`<button enabled="NO">`, as newer documents write it) is
    /// the cell's `enabled` (`<buttonCell enabled="NO">`, as older ones do) in another spelling.
    /// Both saying different things is refused.
    mutating func cellTakingEnabled(of control: NibObject, _ cell: NibObject, handled: inout Set<String>) -> NibObject {
        guard case .bool(let enabled)? = control.properties["enabled"] else { return cell }
        handled.insert("enabled")
        if let own = cell.properties["enabled"] {
            if own != .bool(enabled) {
                refuse(
                    .attribute, "enabled", at: control.position,
                    detail: "of <\(control.element)> (its cell says otherwise)")
            }
            return cell
        }
        var taking = cell
        taking.properties["enabled"] = .bool(enabled)
        return taking
    }

    /// The `NSControl` keys a control archives beside its cell; the defaults are those of a
    /// control whose document leaves them alone.
    struct ControlKeys {
        var continuous = false
        var lineBreakMode = 0
        var refusesFirstResponder = false
        var sendActionMask = NibArchiveValue.Kind.int8(4)
        var size = 0
        var alignment = 4
        var usesSingleLineMode = false
        var enabled = true

        /// The keys of a control with its cell's `traits`.
        init(_ traits: CellTraits? = nil) {
            guard let traits else { return }
            lineBreakMode = traits.lineBreakMode
            size = traits.size
            alignment = traits.alignment
            enabled = traits.enabled
        }
    }

    /// Appends the control keys: continuity, line break mode, first responder, send-action
    /// mask, size, text alignment, single line mode, writing direction (natural: -1) and
    /// `NSEnabled`.
    mutating func encodeControlKeys(_ control: Int, _ keys: ControlKeys) {
        let values: [(String, NibArchiveValue.Kind)] = [
            ("NSControlContinuous", .bool(keys.continuous)),
            ("NSControlLineBreakMode", NibArchiveGraph.narrowest(keys.lineBreakMode)),
            ("NSControlRefusesFirstResponder", .bool(keys.refusesFirstResponder)),
            ("NSControlSendActionMask", keys.sendActionMask), ("NSControlSize", NibArchiveGraph.narrowest(keys.size)),
            ("NSControlTextAlignment", NibArchiveGraph.narrowest(keys.alignment)),
            ("NSControlUsesSingleLineMode", .bool(keys.usesSingleLineMode)),
            ("NSControlWritingDirection", .int64(-1)),
            ("NSEnabled", .bool(keys.enabled)),
        ]
        for (key, value) in values { graph.append(key, value, to: control) }
    }
}
