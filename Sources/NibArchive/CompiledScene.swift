/// A scene compiled: its controller's identifier and nibs (the controller's, then its view's).
struct CompiledScene {
    var controllerID: String
    var identifier: String
    var nibs: [CompiledStoryboard.Nib]
}
