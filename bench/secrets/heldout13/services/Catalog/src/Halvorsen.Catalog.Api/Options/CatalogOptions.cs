namespace Halvorsen.Catalog.Api.Options;

public sealed class CatalogOptions
{
    public const string Section = "Catalog";
    public string BaseUrl { get; set; } = "https://catalog.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("f59ed329-bca4-4daf-bd46-8beb718a47eb");
    public string PartnerApiKey { get; set; } = "3j0ATaNG4Z0f23H3hV41MJIc1WXj6KlD";
    public string? ServiceAccountPassword { get; set; }
    public string CertificateThumbprint { get; set; } = "EAED0F9F8D3FFE5DE2DA983E41CC11479B28F232";
}
