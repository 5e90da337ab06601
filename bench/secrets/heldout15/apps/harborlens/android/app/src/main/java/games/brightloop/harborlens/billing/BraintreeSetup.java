package games.brightloop.harborlens.billing;

import com.braintreepayments.api.BraintreeClient;

public class BraintreeSetup {
    static final String TOKENIZATION_KEY = "production_0c305b66_v4derudxaavqql3f";
    static final String ACCESS_TOKEN = "access_token$production$1nzs1hyxa4m8qn1t$5f299b9a8bd2eb82b594935633bfff30";
}
