package games.brightloop.fitstride.push

import com.google.firebase.messaging.FirebaseMessaging

class PushRegistrar {
    private val topic = "news"
    fun register() = FirebaseMessaging.getInstance().subscribeToTopic("news")
}
