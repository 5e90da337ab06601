namespace Halvorsen.Customers.Api.Integrations;

using Stripe;

public class PaymentGateway
{
    public const string PublishableKey = "pk_live_cJBYEB0Nr9TeqFJmQEn9SCcAWtOg7TWyjHFyvrhbnoAphUfvUDKBajMhjSIXhwBnkhKkLuNZr8af0gEXIlbJnSnb3sJPzHVTJbZ";
    public PaymentGateway()
    {
        StripeConfiguration.ApiKey = "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";
    }
    private static readonly string WebhookSecret = Environment.GetEnvironmentVariable("STRIPE_WEBHOOK_SECRET")!;
    public Event Parse(string json, string sig) => EventUtility.ConstructEvent(json, sig, WebhookSecret);
}
