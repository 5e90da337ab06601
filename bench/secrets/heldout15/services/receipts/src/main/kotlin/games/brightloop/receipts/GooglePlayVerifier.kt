package games.brightloop.receipts

import com.google.auth.oauth2.GoogleCredentials

class GooglePlayVerifier(private val packageName: String) {
    private val credentials = GoogleCredentials.fromStream(javaClass.getResourceAsStream("/play-sa.json"))
    private val pubKey = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAFgWLSiCFkG+Frr3lvhxtfXTkImQ6NLGj647qG9bWPlZaH9FK002T6C6CIbZSotQFwm6JiBRvd4isxeJU0mmW3EGqSCSHgYJ3VpsUe46FM0TH9guOIARWO7D2vy95Dd1WGHeRvIjl7hxxm8blYPbHwiLn79Lyb2Ope9lwbgO3ZeJm5PeZPkkl9SCMvUyffGM+t1KkXuVAmAU+kAcMlmP1zainkm7lDbkZ5gY+3K/1EgAPuEItA7+svX/Drnn9s58Up/FXCn07Eb3z5LP4Muniy0bV1YAdG7wQtOBZS84myp9hhU+eym1aKT6PHWiHHtdeIDAQAB"
}
