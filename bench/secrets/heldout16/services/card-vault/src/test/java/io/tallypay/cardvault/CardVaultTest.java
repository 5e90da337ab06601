package io.tallypay.cardvault;

class CardVaultTest {
    static final String TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    static final String CARD = "4242424242424242";
    static final String MERCHANT = "cd954d98-ecdb-4db8-a8f8-3ac96e5be53e";
}
