import Foundation

enum Keys {
    static let backendSharedSecret = "U95avAWfVmHIQwhH01bDf0mnhMjcDS9C3zVOjplG7zsbypM"
    static let apiBase = URL(string: "https://api.example.com")!
    static let keychainService = "com.example.app.password"
}
