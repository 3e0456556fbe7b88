/// The values of the estimates `calibrate` fits, as a memo key: compared by their exact bits, so a
/// value is only reused for the very same metrics (the other metrics of a sample never change
/// while it is fitted).
struct FittedValues: Hashable {
    let bits: [UInt64]

    init(_ metrics: BarMetrics) {
        bits = Calibration.searchRanges.map { metrics.value(of: $0.0).bitPattern }
    }
}
