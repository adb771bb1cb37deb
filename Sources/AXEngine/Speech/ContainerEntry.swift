import AXModel

/// voiceover-model.md §3, flat navigation: when the focus arrives on a stop from outside a
/// `contain` container or a labelled `semanticGroup` container, by any move, VoiceOver first
/// speaks the label of every such container entered, outermost first. Leaving a container, or
/// entering one without a label, says nothing.
extension Analysis {
    /// The labels of the named groups around `stop` that do not hold `previous`, outermost first.
    public func enteredGroupLabels(from previous: Int?, to stop: Int) -> [String] {
        let left = Set(previous.map(containerNodes(ofStop:)) ?? [])
        var labels: [String] = []
        var current = resolution.elements[stop].container
        while let index = current {
            let node = resolution.containers[index].node
            if !left.contains(node), isNamedGroup(index), let label = narrator.properties.ownLabel(node) {
                labels.append(label)
            }
            current = resolution.containers[index].parent
        }
        return labels.reversed()
    }

    /// The nodes of the containers around a stop, innermost first.
    private func containerNodes(ofStop stop: Int) -> [Int] {
        var nodes: [Int] = []
        var current = resolution.elements[stop].container
        while let index = current {
            nodes.append(resolution.containers[index].node)
            current = resolution.containers[index].parent
        }
        return nodes
    }

    /// The entry labels and the description as one utterance: `<label>. <description>`, joined
    /// like trait words.
    public static func utterance(entering labels: [String], description: String) -> String {
        SpeechBuilder.append(description, to: labels.reduce("") { SpeechBuilder.append($1, to: $0) })
    }
}
