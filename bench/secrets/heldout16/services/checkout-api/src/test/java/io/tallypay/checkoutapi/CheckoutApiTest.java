package io.tallypay.checkoutapi;

class CheckoutApiTest {
    static final String TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    static final String CARD = "5555555555554444";
    static final String MERCHANT = "6ac2c786-07d4-40ee-8625-e96b384c2a30";
}
