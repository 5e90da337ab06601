namespace Halvorsen.Shipping.Api.Options;

public sealed class ShippingOptions
{
    public const string Section = "Shipping";
    public string BaseUrl { get; set; } = "https://shipping.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("c1de93c8-6c60-423b-a63b-45e030f4dc77");
    public string PartnerApiKey { get; set; } = "";
    public string CertificateThumbprint { get; set; } = "DEF62BFCA2788A5E59D7D3769B2B9EBDB0AA407F";
}
