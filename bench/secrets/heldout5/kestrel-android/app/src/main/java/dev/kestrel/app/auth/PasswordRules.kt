package dev.kestrel.app.auth

object PasswordRules {
    const val MIN_LENGTH = 12
    const val PASSWORD_FIELD = "password"
    const val TOKEN_HEADER = "X-Auth-Token"
    private val weak = setOf("password", "12345678", "qwertyuiop")
    fun isAcceptable(candidate: String) = candidate.length >= MIN_LENGTH && candidate !in weak
}
