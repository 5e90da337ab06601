package io.umber.billing;

import com.stripe.Stripe;
import com.adyen.Client;
import com.adyen.enums.Environment;

public class PaymentGateway {
    static {
        Stripe.apiKey = "sk_live_trEJyAaq4G1HjR950J0fbWCX";
    }

    private final Client adyen = new Client("AQEGIsCdGyR_toSb5-whYn1ETaaiWSOtnB2GBUOkCrCKk6wxujP_9cL9kjZ4dP5SNvBcPT8BzO68Zyry6-xqsOambqAz9oMJLQUh00bMLPXlUpEGKaSB50CawRzcI_laGQHgQm7c2dFHN_7Sm0NYFo27j", Environment.LIVE, "53ac226db90f66fa");
}
