// The output names are declared in NibModel, which the action tool links without the generator;
// `import NibCodeGen` still brings them, as before.
@_exported import struct NibModel.NibOutputNames
@_exported import struct NibModel.OutputCollision
