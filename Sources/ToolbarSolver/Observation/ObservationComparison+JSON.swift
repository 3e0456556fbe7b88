import ToolbarModel

// MARK: - JSON (docs/cli-json.md, `observe compare`)

extension Agreement {
    /// `{agreed, compared, ratio?, frames, frameError?}`.
    public var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.set("agreed", agreed)
        object.set("compared", compared)
        if let ratio { object.set("ratio", (ratio * 1000).rounded() / 1000) }
        object.set("frames", frames)
        if let frameError { object.set("frameError", (frameError * 100).rounded() / 100) }
        return object.value
    }
}

extension UnmatchedElement {
    /// `{identifier?, label, region?}`.
    public var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.set("identifier", identifier)
        object.set("label", label)
        object.set("region", region?.rawValue)
        return object.value
    }
}

extension ObservationComparison {
    /// `{scenario, windowWidth, windowHeight, agreement, places, contradicted, unmatched}`.
    public var jsonValue: JSONValue {
        var object = JSONObjectBuilder()
        object.set("scenario", scenario)
        object.set("windowWidth", windowWidth)
        object.set("windowHeight", windowHeight)
        object.set("agreement", agreement.jsonValue)
        object.set(
            "places",
            .array(
                places.map { place in
                    var line = JSONObjectBuilder()
                    line.set("key", place.key)
                    line.set("predicted", place.predicted.rawValue)
                    line.set("observed", place.observed?.rawValue)
                    if let agrees = place.agrees { line.set("agrees", .bool(agrees)) }
                    line.set("matchedBy", place.matchedBy?.rawValue)
                    if let value = place.predictedOffset { line.set("predictedOffset", value) }
                    if let value = place.observedOffset { line.set("observedOffset", value) }
                    if let value = place.predictedLength { line.set("predictedLength", value) }
                    if let value = place.observedLength { line.set("observedLength", value) }
                    return line.value
                }))
        object.set(
            "contradicted",
            .array(
                contradicted.map { point in
                    var line = JSONObjectBuilder()
                    line.set("key", point.key)
                    line.set("breakpoint", point.breakpoint)
                    line.set("observedAt", point.observedAt)
                    line.set("observed", point.observed.rawValue)
                    line.set("sentence", point.sentence)
                    return line.value
                }))
        object.set("unmatched", .array(unmatched.map(\.jsonValue)))
        return object.value
    }
}
