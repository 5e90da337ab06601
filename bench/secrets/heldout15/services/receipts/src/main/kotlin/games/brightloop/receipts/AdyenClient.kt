package games.brightloop.receipts

import com.adyen.Client
import com.adyen.enums.Environment

object AdyenClient {
    private const val API_KEY = "AQE3MVwmfxKTjEHsVgh24oNDKMaSzmoV6yVJjcOxpFA2xiubHHc/8XXt0WCGhhCUX4eS/5N=-FZVaji2bivo1PJwZ95j+QzRqK//3KhmNBieZ4nNi1Q8=-G[aDOTTIj5EHVBpn"
    const val CLIENT_KEY = "live_9AA7RJ31FT344MC2VKJP6JRIY3XAEF58"
    val client = Client(API_KEY, Environment.LIVE, "ir8epd5gdx3493sd")
}
