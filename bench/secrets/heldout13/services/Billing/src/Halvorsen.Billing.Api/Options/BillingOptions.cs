namespace Halvorsen.Billing.Api.Options;

public sealed class BillingOptions
{
    public const string Section = "Billing";
    public string BaseUrl { get; set; } = "https://billing.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("ed37a5f3-fb61-445d-a3ab-aec2ef9c785c");
    public string PartnerApiKey { get; set; } = "";
    public string CertificateThumbprint { get; set; } = "C8911B4A0B60DA1B8DCD71FB791B501FF539A3C3";
}
