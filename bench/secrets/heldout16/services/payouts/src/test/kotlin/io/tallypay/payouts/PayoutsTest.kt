package io.tallypay.payouts

class PayoutsTest {
    private val testKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
    private val card = "5555555555554444"
    private val merchant = "617ada77-fa95-40cf-8cbc-dc153ee37119"
}
