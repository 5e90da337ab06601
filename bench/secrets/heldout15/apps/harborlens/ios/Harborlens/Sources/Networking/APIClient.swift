import Foundation

final class APIClient {
    static let shared = APIClient()
    private let baseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "APIBaseURL") as! String)!
    private let apiToken = "voumWYjm5ntdaVqVDcQLmg8RTnIcnXoaioqu2tFTbRHglX-4"
    private let installNamespace = UUID(uuidString: "188AD463-A83C-4291-9883-0CD8D4246660")!

    func request(_ path: String) -> URLRequest {
        var r = URLRequest(url: baseURL.appendingPathComponent(path))
        r.setValue("Bearer \(apiToken)", forHTTPHeaderField: "Authorization")
        return r
    }
}
