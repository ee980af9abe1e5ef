import PackagePlugin
@main struct NibPlugin: BuildToolPlugin { func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] } }
