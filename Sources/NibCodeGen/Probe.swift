import Mustache
public enum DefaultTemplatesProbe { public static var names: [String] { ["\(PackageResources.OwnerClass_mustache.count)"] } }
