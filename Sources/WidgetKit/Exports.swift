// `import WidgetKit` on Linux: widgets' families, timelines, configurations and environment under
// WidgetKit's names, so widget extensions' view files compile and their views render at a
// family's size. A render runs no timeline: a preview or snapshot draws the entry it is given.
@_exported import ViewTree
