import Foundation

final class APIClient {
    static let shared = APIClient()
    private let baseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "APIBaseURL") as! String)!
    private let apiToken = "EQuHistfJUaeG3j73lWeTKO68iw8QmTrM8hHzptLfr9JEwmr"
    private let installNamespace = UUID(uuidString: "E02A3377-83D2-46FC-8760-F1A4C8333E00")!

    func request(_ path: String) -> URLRequest {
        var r = URLRequest(url: baseURL.appendingPathComponent(path))
        r.setValue("Bearer \(apiToken)", forHTTPHeaderField: "Authorization")
        return r
    }
}
