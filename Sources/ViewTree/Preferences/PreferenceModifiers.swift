import Foundation

nonisolated extension View {
    /// Sets `key`'s preference to `value` for this view, in place of what the views inside set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceWriter<Self, K>(content: self) { _ in value }
    }

    /// Changes `key`'s preference of this view, the views inside reduced, with `callback`.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self,
                                                      _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceWriter<Self, K>(content: self) { collected in
            var value = collected.reduced(K.self)
            callback(&value)
            return value
        }
    }

    /// Sets `key`'s preference to what `transform` makes of an anchor of this view's geometry
    /// (its bounds, or a point), which `GeometryProxy` resolves once the view is laid out.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        AnchorPreferenceWriter<Self, K, A>(content: self, source: value, transform: transform)
    }

    /// Runs `action` with `key`'s preference of the views inside when the render settles (once
    /// the view appears), and again when a later pass changes it.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable {
        PreferenceReader<Self, K>(content: self) { collected, nodes, environment in
            // Read once the pass has placed every view, those made at layout included.
            environment.appearanceLog?.record(.valueChange(environment.identity, ObservedValueChange(
                value: { EquatableBox(collected.reduced(K.self)) },
                deliver: { _ in action(collected.reduced(K.self)) })))
            return nodes
        }
    }

    /// Draws what `transform` makes of `key`'s preference of the views inside in front of them.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer(key, alignment: alignment, isBehind: false, transform)
    }

    /// Draws what `transform` makes of `key`'s preference of the views inside behind them.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        preferenceLayer(key, alignment: alignment, isBehind: true, transform)
    }

    /// What `transform` makes of `key`'s preference of the views inside, behind or in front of them.
    private func preferenceLayer<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment, isBehind: Bool,
                                                            _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceReader<Self, K>(content: self) { collected, nodes, environment in
            nodes.map { PreferenceLayerNode(content: $0, isBehind: isBehind, alignment: alignment, environment: environment) {
                transform(collected.reduced(K.self))
            } }
        }
    }
}

/// A view that sets its preference for `Key` from what the views inside set.
nonisolated struct PreferenceWriter<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let value: (PreferenceCollector) -> Key.Value

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let (inner, collected) = environment.collecting(Key.self, passingOn: false)
        let nodes = content.resolveNodes(in: inner)
        environment.setPreference(value(collected), of: Key.self)
        return nodes
    }
}

/// A view that reads the preference for `Key` of the views inside, which still reach the
/// readers around it.
nonisolated struct PreferenceReader<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let read: (PreferenceCollector, [LayoutNode], EnvironmentValues) -> [LayoutNode]

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let (inner, collected) = environment.collecting(Key.self, passingOn: true)
        return read(collected, content.resolveNodes(in: inner), environment)
    }
}

/// A view that sets its preference for `Key` from an anchor of its geometry.
nonisolated struct AnchorPreferenceWriter<Content: View, Key: PreferenceKey, Value>: View, PrimitiveView {
    let content: Content
    let source: Anchor<Value>.Source
    let transform: (Anchor<Value>) -> Key.Value

    var body: Never { bodyOfPrimitiveView() }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        let (inner, _) = environment.collecting(Key.self, passingOn: false)
        let nodes = content.resolveNodes(in: inner)
        let anchor = Anchor(source: source)
        environment.setPreference(transform(anchor), of: Key.self)
        return nodes.map { AnchoredNode(child: $0, anchor: anchor.box) }
    }
}
