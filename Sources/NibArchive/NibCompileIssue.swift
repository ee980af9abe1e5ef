import NibModel

/// One thing of a document the nib writer does not encode faithfully yet: a class, an attribute
/// or a relationship, with where the document says it.
///
/// Rendered as `FILE:LINE:COL: error: cannot compile attribute 'title' of <window>: not encoded yet`.
public struct NibCompileIssue: Sendable, Hashable, DiagnosticConvertible {
    /// What kind of thing is not encoded.
    public enum Subject: String, Sendable, Hashable {
        /// An object's class (`NSButton`), or a kind of document.
        case objectClass = "class"
        /// A property of an object, or a value of it the writer does not map.
        case attribute
        /// A connection kind (bindings, actions to an unknown target…).
        case connection
        /// A kind of document (UIKit, storyboards).
        case document
    }

    /// What kind of thing is not encoded.
    public var subject: Subject
    /// The class, attribute or connection name, as the document spells it.
    public var name: String
    /// Where it is (its element, or the object that holds it).
    public var location: SourceLocation?
    /// A short explanation after the name (`of <window>`, `value 'rightStrut'`); may be empty.
    public var detail: String
    /// Why it cannot be compiled, when the document itself is at fault rather than the writer
    /// (a nib name that is not a file name); nil for what is not encoded yet.
    public var reason: String?

    /// An issue about `name` at `location`: not encoded yet, or refused for `reason`.
    public init(
        _ subject: Subject, _ name: String, at location: SourceLocation?, detail: String = "", reason: String? = nil
    ) {
        self.subject = subject
        self.name = name
        self.location = location
        self.detail = detail
        self.reason = reason
    }

    /// `cannot compile class 'NSButton': not encoded yet`, or the issue's ``reason`` in place of
    /// `not encoded yet`.
    public var message: String {
        let what = detail.isEmpty ? "\(subject.rawValue) '\(name)'" : "\(subject.rawValue) '\(name)' \(detail)"
        return "cannot compile \(what): \(reason ?? "not encoded yet")"
    }

    /// The issue as an error at its location.
    public var diagnostic: Diagnostic { Diagnostic(.error, at: location, message: message) }
}

/// Why a document was not compiled into a nib: every issue found, in document order.
public struct NibCompileError: Error, Sendable, Hashable, DiagnosticConvertible {
    /// Every issue, in document order (never empty when thrown).
    public var issues: [NibCompileIssue]

    /// The error of a document with these issues.
    public init(issues: [NibCompileIssue]) {
        self.issues = issues
    }

    /// The first issue, the others as notes.
    public var diagnostic: Diagnostic {
        guard let first = issues.first else { return Diagnostic(message: "cannot compile: no reason recorded") }
        var diagnostic = first.diagnostic
        diagnostic.notes = issues.dropFirst().map { $0.diagnostic.with(severity: .note) }
        return diagnostic
    }
}
