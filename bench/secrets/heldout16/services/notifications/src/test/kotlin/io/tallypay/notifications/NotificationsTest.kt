package io.tallypay.notifications

class NotificationsTest {
    private val testKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
    private val card = "4000056655665556"
    private val merchant = "f81749f6-96f5-4a1d-a428-d2fd651b9a70"
}
