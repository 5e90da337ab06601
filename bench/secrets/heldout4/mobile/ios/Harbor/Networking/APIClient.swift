import Foundation

final class APIClient {
    private let session: URLSession
    private let base = URL(string: "https://api.harbor.dev")!
    private let keychain: Keychain

    init(session: URLSession = .shared, keychain: Keychain) {
        self.session = session
        self.keychain = keychain
    }

    func request(_ path: String) -> URLRequest {
        var req = URLRequest(url: base.appendingPathComponent(path))
        if let token = keychain.string(forKey: "accessToken") {
            req.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return req
    }
}
