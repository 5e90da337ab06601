namespace Halvorsen.Identity.Api.Options;

public sealed class IdentityOptions
{
    public const string Section = "Identity";
    public string BaseUrl { get; set; } = "https://identity.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("76395a78-0fb6-4a42-a265-156324d51505");
    public string PartnerApiKey { get; set; } = "";
    public string CertificateThumbprint { get; set; } = "D99F5F06DA8AB4A6C8A89B6EF3F9D82317209FB4";
}
