package games.brightloop.tapfarm.billing;

import com.braintreepayments.api.BraintreeClient;

public class BraintreeSetup {
    static final String TOKENIZATION_KEY = "production_icy5pzuj_99dfen6sjwpril50";
    static final String ACCESS_TOKEN = "access_token$production$zxrpwwa8zg7w91sp$a34e845bbfb297a65bac2147f08d9be5";
}
