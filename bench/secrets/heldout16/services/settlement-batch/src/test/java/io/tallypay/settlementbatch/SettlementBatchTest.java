package io.tallypay.settlementbatch;

class SettlementBatchTest {
    static final String TEST_KEY = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
    static final String CARD = "4242424242424242";
    static final String MERCHANT = "5da7c6d8-3225-4e90-8e63-332a65b35460";
}
