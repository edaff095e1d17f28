// Preview files import only this module: it brings the whole view API with it.
@_exported import ViewTree
