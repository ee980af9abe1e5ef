/// Why the writer does not encode something: the attribute named in the refusal and the
/// detail that follows it.
struct NibCompileRefusal: Error {
    var attribute: String
    var detail: String

    init(_ attribute: String, _ detail: String) {
        self.attribute = attribute
        self.detail = detail
    }
}
