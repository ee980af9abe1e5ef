import NibManifest
import NibModel

/// Why a nib could not be loaded or instantiated.
///
/// Generated code throws the plain cases (``unknownOutlet(className:outlet:)``,
/// ``outletTypeMismatch(className:outlet:expected:actual:)``, …); the runtime wraps whatever a
/// connection or object throws in ``located(_:at:)`` so the message says which manifest entry
/// (and so which xib line) caused it.
public indirect enum NibError: Error, DiagnosticConvertible, Sendable, Equatable {
    /// The manifest could not be read: bad JSON, wrong format version, an inconsistent graph.
    case manifest(ManifestError)
    /// No `Name.nib.json` was found for a nib loaded by name.
    case nibNotFound(name: String, searched: [String])
    /// A class the registry does not know, under strict class resolution.
    case unknownClass(className: String, objectID: String)
    /// The source of an outlet has no outlet of that name.
    case unknownOutlet(className: String, outlet: String)
    /// The outlet exists but the destination has the wrong type.
    case outletTypeMismatch(className: String, outlet: String, expected: String, actual: String)
    /// The object cannot take an action connection (it is no control, menu item or other sender).
    case cannotConnectAction(className: String, selector: String)
    /// The object does not accept the user-defined runtime attribute at this key path.
    case unknownKeyPath(className: String, keyPath: String)
    /// The object does not accept the binding.
    case cannotBind(className: String, binding: String)
    /// A custom placeholder (or the Application placeholder) had no external object of that name.
    case missingExternalObject(name: String)
    /// A connection involves File's Owner but no owner was passed.
    case missingOwner(expectedClass: String)
    /// A placeholder object passed in cannot take connections (it does not conform to ``NibConnectable``).
    case notConnectable(role: String, actualType: String)
    /// A connection the runtime cannot make (e.g. an outlet whose destination is First Responder).
    case invalidConnection(kind: String, name: String, reason: String)
    /// Objects nest deeper than the runtime allows (a hostile manifest; real nibs stay far below).
    case nestingTooDeep(limit: Int, objectID: String)
    /// A storyboard could not find, instantiate or connect a scene (see ``NibStoryboardError``).
    case storyboard(NibStoryboardError)
    /// Another error, with the manifest location it belongs to (`File.xib:line:column`).
    case located(NibError, at: SourceLocation)

    /// The error without its location wrapper(s).
    public var underlying: NibError {
        if case .located(let inner, _) = self { return inner.underlying }
        return self
    }

    /// A manifest error met reading the file at `path`, placed in it: ``located(_:at:)`` around
    /// ``manifest(_:)`` at `path` and the error's line and column, so the message names the file
    /// (`Login.nib.json:3:5: error: …`). A file that could not be read names itself.
    static func manifest(_ error: ManifestError, readFrom path: String) -> NibError {
        guard let position = error.diagnostic.position else { return .manifest(error) }
        return .located(.manifest(error), at: SourceLocation(file: path, position: position))
    }

    /// The error as a diagnostic: ``located(_:at:)`` gives the place, the other cases say only what.
    public var diagnostic: Diagnostic {
        switch self {
        case .manifest(let error):
            return error.diagnostic
        case .storyboard(let error):
            return error.diagnostic
        case .located(let error, let location):
            var diagnostic = error.diagnostic
            diagnostic.location = location
            return diagnostic
        default:
            return Diagnostic(message: message)
        }
    }

    /// What went wrong, for the cases that carry no place of their own.
    private var message: String {
        switch self {
        case .manifest(let error):
            return error.diagnostic.message
        case .nibNotFound(let name, let searched):
            return "no nib named \"\(name)\""
                + (searched.isEmpty
                    ? " (not a name, so not looked for)" : " (looked for \(searched.joined(separator: ", ")))")
        case .unknownClass(let className, let objectID):
            return "unknown class \"\(className)\" for object \(objectID): no class is registered under that name"
        case .unknownOutlet(let className, let outlet):
            return "\(className) has no outlet \"\(outlet)\""
        case .outletTypeMismatch(let className, let outlet, let expected, let actual):
            return "outlet \"\(outlet)\" of \(className) expects \(expected) but the nib connects \(actual)"
        case .cannotConnectAction(let className, let selector):
            return "\(className) cannot send actions: cannot connect action \"\(selector)\""
        case .unknownKeyPath(let className, let keyPath):
            return "\(className) does not accept the runtime attribute \"\(keyPath)\""
        case .cannotBind(let className, let binding):
            return "\(className) does not accept the binding \"\(binding)\""
        case .missingExternalObject(let name):
            return "missing external object \"\(name)\": pass it in externals under that name"
        case .missingOwner(let expectedClass):
            return "the nib connects File's Owner (\(expectedClass)) but no owner was passed"
        case .notConnectable(let role, let actualType):
            return "\(role) of type \(actualType) cannot take nib connections (it does not conform to NibConnectable)"
        case .invalidConnection(let kind, let name, let reason):
            return "cannot make \(kind) \"\(name)\": \(reason)"
        case .nestingTooDeep(let limit, let objectID):
            return "object \(objectID) is nested deeper than \(limit) levels"
        case .storyboard(let error):
            return error.diagnostic.message
        case .located(let error, _):
            return error.message
        }
    }
}
