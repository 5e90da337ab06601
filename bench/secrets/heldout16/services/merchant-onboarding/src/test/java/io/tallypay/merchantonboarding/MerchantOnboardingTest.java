package io.tallypay.merchantonboarding;

class MerchantOnboardingTest {
    static final String TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    static final String CARD = "4000056655665556";
    static final String MERCHANT = "afd7c0f2-43af-4b23-aeca-063f2e639456";
}
