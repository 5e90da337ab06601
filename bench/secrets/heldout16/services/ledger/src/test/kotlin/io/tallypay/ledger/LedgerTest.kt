package io.tallypay.ledger

class LedgerTest {
    private val testKey = "sk_test_4eC39HqLyjWDarjtT1zdp7dc"
    private val card = "378282246310005"
    private val merchant = "fa9dead0-730c-42fb-917d-5d587df00ec4"
}
