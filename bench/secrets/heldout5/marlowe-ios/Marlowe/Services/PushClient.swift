import Foundation

final class PushClient {
    private let session = URLSession(configuration: .ephemeral)
    private let serverKey: String

    init(serverKey: String = Bundle.main.object(forInfoDictionaryKey: "PushServerKey") as? String ?? "") {
        self.serverKey = serverKey
    }

    func register(token: Data) async throws {
        var request = URLRequest(url: URL(string: "https://push.marlowe.io/v1/devices")!)
        request.httpMethod = "POST"
        request.setValue("Bearer \(serverKey)", forHTTPHeaderField: "Authorization")
        request.httpBody = token.map { String(format: "%02x", $0) }.joined().data(using: .utf8)
        _ = try await session.data(for: request)
    }
}
