import AXModel

extension ImportedElement {
    /// Why the element's frame cannot be imported: a coordinate or size beyond
    /// ``SnapshotLoader/maximumCoordinate``, whose sums would write `inf`. Nil when it can.
    var frameProblem: String? {
        let limit = SnapshotLoader.maximumCoordinate
        guard let frame, max(abs(frame.x), abs(frame.y), abs(frame.width), abs(frame.height)) > limit else { return nil }
        for (label, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)]
        where abs(value) > limit {
            return "\(reference): frame \(label) \(Value.format(value)) is out of range: coordinates and sizes are at most "
                + "\(Value.format(limit)) points from 0"
        }
        return nil
    }
}
