/// Which of Apple's UIKit nib encodings a document compiles to. Xcode versions archive the same
/// document differently (the coder version in the header, the order of the objects table, the
/// class swapper standing for a storyboard's controller, new keys), so the form is chosen from
/// the Interface Builder version that saved the document (`toolsVersion`), among those learnt
/// from the corpus pairs; any other version is refused.
enum UIKitArchiveForm: Sendable {
    /// Coder version 9, as Xcode 9 writes it: documents saved by Interface Builder up to
    /// toolsVersion 11762.
    case coder9
    /// Coder version 10, as Xcode 13 writes it: documents saved by toolsVersion 20037 and later.
    case coder10

    /// The last toolsVersion compiled to ``coder9`` and the first compiled to ``coder10``.
    static let lastCoder9Tools = 11762
    static let firstCoder10Tools = 20037

    /// The form of a document saved by `toolsVersion` (`11762`, `14313.18`), or nil when no form
    /// is learnt for it.
    init?(toolsVersion: String?) {
        guard let whole = toolsVersion?.split(separator: ".").first, let version = Int(whole) else { return nil }
        if version <= Self.lastCoder9Tools {
            self = .coder9
        } else if version >= Self.firstCoder10Tools {
            self = .coder10
        } else {
            return nil
        }
    }

    /// The coder version the archive header records.
    var coderVersion: UInt32 {
        switch self {
        case .coder9: 9
        case .coder10: 10
        }
    }

    /// Whether every view carries `UIViewLargeContentStoredProperties = nil`.
    var archivesLargeContentProperties: Bool { self == .coder10 }
}
