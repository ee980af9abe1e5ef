import Mustache
import Synchronization

/// A value templates look names up in, found through a table of its stored properties built once
/// for its type. The template engine otherwise reads every stored property of the value at every
/// look-up to find the one named (70 % of the time of rendering a storyboard of 40,000 segues).
/// What a name finds is unchanged: the stored property of that name, an optional one unwrapped
/// once, and nothing for a name the value does not have.
protocol TemplateMembers: MustacheParent {}

extension TemplateMembers {
    func child(named name: String) -> Any? {
        let children = Mirror(reflecting: self).children
        guard let member = TemplateMemberTable.member(name, of: Self.self, children: children) else { return nil }
        let value = children[children.index(children.startIndex, offsetBy: member.offset)].value
        guard member.isOptional else { return value }
        return Mirror(reflecting: value).children.first?.value
    }
}

/// Each template value type's stored properties by name: where each is among them and whether it
/// is optional, read from the first value of the type looked in.
enum TemplateMemberTable {
    struct Member {
        var offset: Int
        var isOptional: Bool
    }

    private static let tables = Mutex<[ObjectIdentifier: [String: Member]]>([:])

    static func member(_ name: String, of type: Any.Type, children: Mirror.Children) -> Member? {
        let key = ObjectIdentifier(type)
        if let table = tables.withLock({ $0[key] }) { return table[name] }
        var table: [String: Member] = [:]
        for (offset, child) in children.enumerated() {
            guard let label = child.label, table[label] == nil else { continue }
            table[label] = Member(offset: offset, isOptional: Mirror(reflecting: child.value).displayStyle == .optional)
        }
        tables.withLock { $0[key] = table }
        return table[name]
    }
}

extension FileContext: TemplateMembers {}
extension ClassContext: TemplateMembers {}
extension OutletContext: TemplateMembers {}
extension ActionContext: TemplateMembers {}
extension NibContext: TemplateMembers {}
extension LocalizationContext: TemplateMembers {}
extension ExternalContext: TemplateMembers {}
extension TopLevelContext: TemplateMembers {}
extension RegisteredClassContext: TemplateMembers {}
extension ScaffoldContext: TemplateMembers {}
extension EmbeddedManifestContext: TemplateMembers {}
extension LineDirective: TemplateMembers {}
extension ActionParameterContext: TemplateMembers {}
extension DeclaredElsewhereContext: TemplateMembers {}
extension StoryboardContext: TemplateMembers {}
extension StoryboardSetContext: TemplateMembers {}
extension StoryboardRouteContext: TemplateMembers {}
extension StoryboardSetMemberContext: TemplateMembers {}
extension SceneContext: TemplateMembers {}
extension SegueClassContext: TemplateMembers {}
extension StoryboardClassContext: TemplateMembers {}
extension SegueEnumContext: TemplateMembers {}
extension SegueContext: TemplateMembers {}
extension CellIdentifierContext: TemplateMembers {}
