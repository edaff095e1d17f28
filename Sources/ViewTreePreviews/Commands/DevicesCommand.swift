import ArgumentParser
import Foundation

/// `devices`: every device name `--device` takes, with its screen.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the devices --device takes.")

    func run() {
        print(Self.listing)
    }

    /// One line per configuration: name, size in points, scale, idiom.
    static var listing: String {
        let width = ViewTreeDevice.all.map(\.name.count).max() ?? 0
        return ViewTreeDevice.all.map { device in
            let size = "\(Int(device.size.width))×\(Int(device.size.height)) pt @\(Int(device.scale))x"
            return device.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + size
        }.joined(separator: "\n")
    }
}
