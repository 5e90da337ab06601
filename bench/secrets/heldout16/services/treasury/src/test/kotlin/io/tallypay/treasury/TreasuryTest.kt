package io.tallypay.treasury

class TreasuryTest {
    private val testKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
    private val card = "5555555555554444"
    private val merchant = "045d35e6-fcf6-4dbc-80fd-ec04d460b120"
}
