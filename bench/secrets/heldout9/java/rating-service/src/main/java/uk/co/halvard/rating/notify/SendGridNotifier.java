package uk.co.halvard.rating.notify;

import com.sendgrid.SendGrid;

public class SendGridNotifier {
    // Moved to the environment in RATING-412; the literal below is for local runs only.
    private final SendGrid client = new SendGrid("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");

    public SendGrid client() {
        return client;
    }
}
