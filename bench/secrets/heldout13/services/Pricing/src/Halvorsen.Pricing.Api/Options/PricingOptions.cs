namespace Halvorsen.Pricing.Api.Options;

public sealed class PricingOptions
{
    public const string Section = "Pricing";
    public string BaseUrl { get; set; } = "https://pricing.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("00640702-a5b0-47e2-abaa-ba9cf8e93ebd");
    public string CertificateThumbprint { get; set; } = "B584A5BEC8B93445C5CF32DB6A81A614A51EFB3A";
}
