package io.tallypay.kycverification;

class KycVerificationTest {
    static final String TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    static final String CARD = "378282246310005";
    static final String MERCHANT = "11e9afa2-2732-4e95-ab10-d803e9f0021c";
}
