import Foundation

// SwiftUI's gestures with their parameters and values. None is recognised in a still render;
// their values have no public initialiser, as in SwiftUI, since only the system makes them.

/// A tap (or `count` taps).
public struct TapGesture: _PrimitiveGesture, Sendable {
    /// Nothing but the tap.
    public typealias Value = Void
    /// The number of taps.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: _PrimitiveGesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }
    /// The number of taps.
    public var count: Int
    /// The coordinate space of `Value.location`.
    public var coordinateSpace: CoordinateSpace
    /// A gesture of `count` taps located in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    /// A gesture of `count` taps located in `coordinateSpace` (SwiftUI 5's spelling).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A press held for a while.
public struct LongPressGesture: _PrimitiveGesture, Sendable {
    /// Whether the press is (still) down.
    public typealias Value = Bool
    /// How long the press lasts before the gesture succeeds, in seconds.
    public var minimumDuration: Double
    /// How far the finger may move before the gesture fails, in points.
    public var maximumDistance: CGFloat
    /// A press of at least `minimumDuration` seconds moving less than `maximumDistance`.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A drag.
public struct DragGesture: _PrimitiveGesture {
    /// Where the drag is and where it is going.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The finger's location.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// The velocity, in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now.
        public var predictedEndLocation: CGPoint
        /// The distance from the start to the location.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The distance from the start to the predicted end.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far the finger moves before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the value's locations.
    public var coordinateSpace: CoordinateSpace
    /// A drag that starts after `minimumDistance` points, located in `coordinateSpace`.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    /// A drag that starts after `minimumDistance` points, located in `coordinateSpace` (SwiftUI 5's spelling).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

/// A pinch, reporting its magnification.
public struct MagnifyGesture: _PrimitiveGesture, Sendable {
    /// The pinch's state.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The scale since the pinch started.
        public var magnification: CGFloat
        /// How fast the scale changes, per second.
        public var velocity: CGFloat
        /// Where the pinch started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch started.
        public var startLocation: CGPoint
    }
    /// How much the scale changes before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after a scale change of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch reporting its scale (SwiftUI's older name for a magnify gesture).
public struct MagnificationGesture: _PrimitiveGesture, Sendable {
    /// The scale since the pinch started.
    public typealias Value = CGFloat
    /// How much the scale changes before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// A pinch that starts after a scale change of `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, reporting its angle.
public struct RotateGesture: _PrimitiveGesture, Sendable {
    /// The rotation's state.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The angle since the rotation started.
        public var rotation: Angle
        /// How fast the angle changes, per second.
        public var velocity: Angle
        /// Where the rotation started, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the rotation started.
        public var startLocation: CGPoint
    }
    /// How much the angle changes before the gesture starts.
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A two-finger rotation reporting its angle (SwiftUI's older name for a rotate gesture).
public struct RotationGesture: _PrimitiveGesture, Sendable {
    /// The angle since the rotation started.
    public typealias Value = Angle
    /// How much the angle changes before the gesture starts.
    public var minimumAngleDelta: Angle
    /// A rotation that starts after `minimumAngleDelta`.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
