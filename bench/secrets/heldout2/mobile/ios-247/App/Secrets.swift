import Foundation

enum Keys {
    static let backendSharedSecret = "tKOdrrr1Oz39sBauYPqzkJhuZ6wB9H7QpI7Doi5e2kpcfA"
    static let apiBase = URL(string: "https://api.example.com")!
    static let keychainService = "com.example.app.password"
}
