namespace Halvorsen.Warehouse.Api.Options;

public sealed class WarehouseOptions
{
    public const string Section = "Warehouse";
    public string BaseUrl { get; set; } = "https://warehouse.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("968c3ef1-b059-49e6-a358-fd2bbe5cbb77");
    public string CertificateThumbprint { get; set; } = "A853D486464A06B5E437E46855E03AD1BA4FE58A";
}
