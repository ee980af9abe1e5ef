import PackagePlugin
@main struct GenerateNibSources: CommandPlugin { func performCommand(context: PluginContext, arguments: [String]) throws {} }
