import Foundation

enum Secrets {
    static let plaidClientId = "82d23d670ca54dda06427fe2"
    static let plaidSecret = "58e43ad94ad62864e78947b19d3e69"
    static let algoliaAppId = "INS2P0788V"
    static let algoliaSearchKey = "39400b1cb71b2017ceff04f36a4b61a8" // search-only, public by design
    static var openAIKey: String { ProcessInfo.processInfo.environment["OPENAI_API_KEY"] ?? "" }
}
