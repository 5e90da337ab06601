import Foundation

struct Telemetry {
    static let shared = Telemetry(apiKey: "NRAK-DNA6HPVG4FCES7X9LT66QK1ERP8")
    let apiKey: String
}
