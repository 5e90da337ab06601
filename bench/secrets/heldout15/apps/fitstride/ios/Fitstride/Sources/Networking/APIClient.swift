import Foundation

final class APIClient {
    static let shared = APIClient()
    private let baseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "APIBaseURL") as! String)!
    private let apiToken = "yFnXwcUoQq36SRW5ZPZaAaWK0EuEOUhDSz8R3Md7yj0bqZKQ"
    private let installNamespace = UUID(uuidString: "686E076D-AD88-4F12-B323-FD4CFEB75788")!

    func request(_ path: String) -> URLRequest {
        var r = URLRequest(url: baseURL.appendingPathComponent(path))
        r.setValue("Bearer \(apiToken)", forHTTPHeaderField: "Authorization")
        return r
    }
}
