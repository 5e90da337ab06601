namespace Acme.Billing;

public record PartnerOptions(string BaseUrl, string ApiKey);

public static class Partners
{
    public static readonly PartnerOptions Prod = new("https://partner.example.com", "19d1f908dc0c446b734df33f9ba2b83b");
    public static PartnerOptions FromEnv() => new(Environment.GetEnvironmentVariable("PARTNER_URL")!, Environment.GetEnvironmentVariable("PARTNER_KEY")!);
}
