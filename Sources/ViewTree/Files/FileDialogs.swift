import Foundation

// `fileImporter` and `fileExporter` present the system's document browser. A still render shows
// no presentation, and nobody picks a file, so they compile as SwiftUI's do, draw nothing and
// never run their closures.

nonisolated extension View {
    /// Presents a browser picking one file of `allowedContentTypes` while `isPresented` is true;
    /// a render draws nothing for it and never runs `onCompletion`.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        unchangedInRender()
    }

    /// Presents a browser picking files of `allowedContentTypes` (several when
    /// `allowsMultipleSelection`); a render draws nothing for it.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        unchangedInRender()
    }

    /// Presents a browser picking files of `allowedContentTypes`, with a handler of a cancelled
    /// pick; a render draws nothing for it.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                             onCancellation: @escaping () -> Void) -> some View {
        unchangedInRender()
    }

    /// Presents a browser saving `item` as a file of one of `contentTypes`; a render draws
    /// nothing for it.
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View {
        unchangedInRender()
    }

    /// Presents a browser saving `items` as files of one of `contentTypes`; a render draws
    /// nothing for it.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void,
                                            onCancellation: @escaping () -> Void = {}) -> some View
        where C.Element: Transferable {
        unchangedInRender()
    }

    /// Presents a browser moving the file at `file`; a render draws nothing for it.
    public func fileMover(isPresented: Binding<Bool>, file: URL?,
                          onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        unchangedInRender()
    }
}

extension URL {
    /// Makes a file the person picked readable, as on iOS, where picked files are outside the
    /// app's sandbox: Linux has no sandbox, so the file is readable already and this returns true.
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Ends the access `startAccessingSecurityScopedResource()` began (nothing to end on Linux).
    public func stopAccessingSecurityScopedResource() {}
}
