namespace Halvorsen.Inventory.Api.Options;

public sealed class InventoryOptions
{
    public const string Section = "Inventory";
    public string BaseUrl { get; set; } = "https://inventory.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("7d72480d-b903-4900-a353-13a8ce0a8551");
    public string? ServiceAccountPassword { get; set; }
    public string CertificateThumbprint { get; set; } = "3C830054C447C22683F8A1933ACE8FEA60A5FB06";
}
