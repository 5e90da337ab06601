package io.tallypay.fxrates

class FxRatesTest {
    private val testKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
    private val card = "4000056655665556"
    private val merchant = "7066ccf8-84d4-487f-9656-5606c25e24c4"
}
