/// What the writer decided about one element of a document: encoded, with what encoding it
/// needs, or left out with the reason its issue gives.
enum EncodingDecision<Value> {
    case encoded(Value)
    case refused(String)
}
