import NibModel

/// Why a compiled storyboard's files, each well formed, do not lay out a storyboard the reader
/// knows (``CompiledStoryboardDocument``), and where: the file (`Info.plist` or a nib of the
/// folder) and, in a nib, the archive object (as `codegen dump` numbers them, `#N`).
public struct CompiledStoryboardError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// What went wrong, as a value.
    public enum Reason: Sendable, Equatable {
        /// `Info.plist`'s top object is not a dictionary.
        case infoNotADictionary
        /// `Info.plist` lacks a key the reader needs (`UIViewControllerIdentifiersToNibNames`).
        case missingInfoKey(String)
        /// An `Info.plist` value has the wrong type (`expected`: what it must be).
        case wrongInfoValue(key: String, expected: String)
        /// `Info.plist` names a controller nib the storyboard does not hold.
        case missingNib(String)
        /// A nib name that is not a plain file name (empty, `.`, `..` or with a `/`).
        case invalidNibName(String)
        /// A controller's nib with no `sceneViewController` outlet from File's Owner.
        case noSceneController
        /// The entry point or a segue's destination names an identifier that
        /// `UIViewControllerIdentifiersToNibNames` does not list.
        case unknownIdentifier(key: String, identifier: String)
        /// Two controller nibs give their controllers the same id.
        case duplicateController(id: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The file it was found in (`FOLDER/Info.plist`, `FOLDER/NAME.nib`).
    public var file: String
    /// The archive object it was found at, for a nib.
    public var object: Int?

    /// An error in `file`, at archive object `object` when it is a nib.
    public init(_ reason: Reason, file: String, object: Int? = nil) {
        self.reason = reason
        self.file = file
        self.object = object
    }

    /// The problem in words, naming the object.
    public var message: String {
        "cannot read the compiled storyboard into the model: " + (object.map { "object #\($0) " } ?? "") + explanation
    }

    public var diagnostic: Diagnostic { Diagnostic(file: file, position: .start, message: message) }

    private var explanation: String {
        switch reason {
        case .infoNotADictionary:
            return "Info.plist is not a dictionary"
        case .missingInfoKey(let key):
            return "Info.plist has no \(key)"
        case .wrongInfoValue(let key, let expected):
            return "Info.plist's \(key) is not \(expected)"
        case .missingNib(let name):
            return "names the nib \(name.debugDescription), which the storyboard does not hold"
        case .invalidNibName(let name):
            return "names the nib \(name.debugDescription), which is not a file name"
        case .noSceneController:
            return "(the root) has no sceneViewController outlet from File's Owner to the scene's controller"
        case .unknownIdentifier(let key, let identifier):
            return
                "has a \(key) \(identifier.debugDescription) that Info.plist's UIViewControllerIdentifiersToNibNames does not list"
        case .duplicateController(let id):
            return "gives its controller the id \(id.debugDescription), which another controller nib already has"
        }
    }
}
