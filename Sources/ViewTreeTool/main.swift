import Foundation
import Raster

// Temporary sample until the demo gallery exists.
let canvas = try Canvas(width: 600, height: 400)
try canvas.fill(Path(CGRect(x: 0, y: 0, width: 600, height: 400)), color: RGBAColor(red: 0.95, green: 0.95, blue: 0.97))
try canvas.fill(Path(roundedRect: CGRect(x: 20, y: 20, width: 260, height: 160), cornerRadius: 24, style: .continuous), color: RGBAColor(red: 0, green: 0.478, blue: 1))
try canvas.fill(Path(roundedRect: CGRect(x: 300, y: 20, width: 260, height: 160), cornerRadius: 24, style: .circular), color: RGBAColor(red: 1, green: 0.23, blue: 0.19, alpha: 0.8))
try canvas.stroke(Path(ellipseIn: CGRect(x: 40, y: 200, width: 160, height: 160)), color: .black, style: StrokeStyle(lineWidth: 6, dash: [20, 10]))
var zig = Path()
zig.addLines([CGPoint(x: 240, y: 360), CGPoint(x: 290, y: 220), CGPoint(x: 340, y: 360), CGPoint(x: 390, y: 220)])
try canvas.stroke(zig, color: RGBAColor(red: 0.2, green: 0.78, blue: 0.35), style: StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round))
var zig2 = zig.offsetBy(dx: 170, dy: 0)
try canvas.stroke(zig2, color: RGBAColor(red: 0.69, green: 0.32, blue: 0.87), style: StrokeStyle(lineWidth: 14, lineCap: .square, lineJoin: .miter))
try canvas.pngData().write(to: URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/tmp/dbg/sample.png"))
