package games.brightloop.pocketchef.push

import com.google.firebase.messaging.FirebaseMessaging

class PushRegistrar {
    private val serverKey = "key=AAAAW_GvycT:APA91bySsaajnXRXT2bsbXcI7Cv20D7LRU8BqVwc_Gu91wzKX9Pr1QahjHnhxBytyE1wS5TPQ4aldiTJf_CDQQhr6tqLkcza5DDizDdmhbx-xWx2sF3pd456FGAF1d2QyZMsMIJP6QJi"
    fun register() = FirebaseMessaging.getInstance().subscribeToTopic("news")
}
