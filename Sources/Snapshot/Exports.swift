// Snapshot tests import only this module and see the whole view API.
@_exported import ViewTree
