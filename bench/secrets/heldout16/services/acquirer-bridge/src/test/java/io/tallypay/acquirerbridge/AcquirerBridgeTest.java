package io.tallypay.acquirerbridge;

class AcquirerBridgeTest {
    static final String TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    static final String CARD = "4242424242424242";
    static final String MERCHANT = "5f6ab806-1d10-4343-ad76-a4b383512c0e";
}
