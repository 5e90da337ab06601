package io.tallypay.paymentsgateway;

class PaymentsGatewayTest {
    static final String TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    static final String CARD = "4242424242424242";
    static final String MERCHANT = "26743bd1-8fbc-429b-9453-450139c1b172";
}
