package io.tallypay.fraudscoring

class FraudScoringTest {
    private val testKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
    private val card = "4242424242424242"
    private val merchant = "b787c959-c9e7-448c-bf65-e2efb73925f8"
}
