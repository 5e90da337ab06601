namespace Halvorsen.Billing.Api.Integrations;

using Stripe;

public class PaymentGateway
{
    public const string PublishableKey = "pk_live_MdHAt0ZjFFM8HkJi5qnqQbXAvEM7YQEeiAbXhMiMRiCtcqrx9AwOkRwE4tYLAOPCw0TyO4YXU7GBpesinNMImtpabi6dRCrEZUZ";
    public PaymentGateway()
    {
        StripeConfiguration.ApiKey = Environment.GetEnvironmentVariable("STRIPE_SECRET_KEY");
    }
    private const string WebhookSecret = "whsec_bsLadvb20deTCvJdlgPZdBPTuFBjN2l2";
    public Event Parse(string json, string sig) => EventUtility.ConstructEvent(json, sig, WebhookSecret);
}
