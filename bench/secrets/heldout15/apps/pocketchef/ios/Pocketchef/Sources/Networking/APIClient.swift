import Foundation

final class APIClient {
    static let shared = APIClient()
    private let baseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "APIBaseURL") as! String)!
    private let apiToken = "SdLZ-H5aO65ZgB-QviaiaQFniLqxw6msaIHU21sty0yFgiue"
    private let installNamespace = UUID(uuidString: "B77133A0-0327-46B8-8E96-040A166A9516")!

    func request(_ path: String) -> URLRequest {
        var r = URLRequest(url: baseURL.appendingPathComponent(path))
        r.setValue("Bearer \(apiToken)", forHTTPHeaderField: "Authorization")
        return r
    }
}
