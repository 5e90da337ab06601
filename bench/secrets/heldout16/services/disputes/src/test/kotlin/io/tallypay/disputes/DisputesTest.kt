package io.tallypay.disputes

class DisputesTest {
    private val testKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
    private val card = "378282246310005"
    private val merchant = "5b572819-a28d-43d7-beb3-88e018806c34"
}
