import Foundation
import Raster

/// A library of Metal shader functions, as SwiftUI's `ShaderLibrary`: `ShaderLibrary.wave(...)`
/// names the function `wave` of the app's default library. Linux has no Metal, so no shader runs:
/// a view with a shader effect draws as it is, and a shader used as a fill paints nothing; both
/// are reported as `notDrawn`.
@dynamicMemberLookup
public struct ShaderLibrary: Hashable, Sendable {
    private let source: String

    /// The app's default library.
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: bundle.bundleURL.path)
    }

    /// The library in the `.metallib` file at `url`.
    public init(url: URL) {
        source = url.path
    }

    /// The library in `data`.
    public init(data: Data) {
        source = "data(\(data.count) bytes)"
    }

    private init(source: String) {
        self.source = source
    }

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

/// A function of a shader library; calling it with arguments makes a `Shader`.
public struct ShaderFunction: Hashable, Sendable {
    /// The library it is in.
    public let library: ShaderLibrary
    /// Its name.
    public let name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The shader of this function with `arguments`.
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A shader function with its arguments, as SwiftUI's `Shader`: for `colorEffect`,
/// `distortionEffect` and `layerEffect`, or as a fill. Nothing runs it on Linux (see `ShaderLibrary`).
public struct Shader: ShapeStyle {
    /// The function.
    public var function: ShaderFunction
    /// Its arguments after the ones SwiftUI passes.
    public var arguments: [Argument]
    /// Whether the output is dithered.
    public var dithersColor = false

    /// The shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// An argument of a shader function.
    public struct Argument: Sendable {
        private let kind: String

        /// A float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float") }
        /// Two floats.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(kind: "float2") }
        /// A point as two floats.
        public static func float2(_ point: CGPoint) -> Argument { Argument(kind: "float2") }
        /// A size as two floats.
        public static func float2(_ size: CGSize) -> Argument { Argument(kind: "float2") }
        /// A vector as two floats.
        public static func float2(_ vector: CGVector) -> Argument { Argument(kind: "float2") }
        /// Three floats.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(kind: "float3") }
        /// Four floats.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(kind: "float4") }
        /// An array of floats.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(kind: "floatArray") }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(kind: "colorArray") }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(kind: "data") }
        /// The bounding rectangle of what the shader draws.
        public static var boundingRect: Argument { Argument(kind: "boundingRect") }
    }

    /// Paints nothing and reports that the shader did not run.
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        environment.report(notRunIssue)
        return .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))
    }

    /// Why a render shows no result of this shader.
    var notRunIssue: ViewTreeRenderIssue {
        ViewTreeRenderIssue(kind: .notDrawn,
                            message: "Shader \(function.name) was not run: Linux has no Metal, so the view is drawn without it.")
    }
}

nonisolated extension View {
    /// Recolours each pixel of the view by `shader`; on Linux the view is drawn as it is and the
    /// shader is reported.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        reportingShader(shader, isEnabled: isEnabled)
    }

    /// Moves each pixel of the view by `shader`, by at most `maxSampleOffset`; on Linux the view
    /// is drawn as it is and the shader is reported.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        reportingShader(shader, isEnabled: isEnabled)
    }

    /// Redraws the view's layer by `shader`, sampling at most `maxSampleOffset` away; on Linux the
    /// view is drawn as it is and the shader is reported.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        reportingShader(shader, isEnabled: isEnabled)
    }

    private func reportingShader(_ shader: Shader, isEnabled: Bool) -> some View {
        wrapNodes { node, environment in
            if isEnabled { environment.report(shader.notRunIssue) }
            return node
        }
    }
}
