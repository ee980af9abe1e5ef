import NibObjects
import NibRuntime

final class FirstController: FirstControllerBase, FirstControllerActions {}
final class SecondController: SecondControllerBase, SecondControllerActions {}

let first = FirstController()
_ = try FirstNib.instantiate(try FirstNib.load(), owner: first)
let second = SecondController()
_ = try SecondNib.instantiate(try SecondNib.load(), owner: second)
let hello = FirstController()
_ = try HelloNib.instantiate(try HelloNib.load(languages: ["fr"]), owner: hello)
print("labels: \(first.label?.text ?? "-") \(second.label?.text ?? "-") \(hello.label?.text ?? "-")")
print("localizations: \(HelloNib.localizations)")
