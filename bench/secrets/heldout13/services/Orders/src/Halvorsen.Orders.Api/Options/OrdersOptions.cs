namespace Halvorsen.Orders.Api.Options;

public sealed class OrdersOptions
{
    public const string Section = "Orders";
    public string BaseUrl { get; set; } = "https://orders.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("de51cdb8-3d63-4160-98dd-20e308923b0e");
    public string ServiceAccountPassword { get; set; } = "copper-falcon-thistle-60";
    public string CertificateThumbprint { get; set; } = "57A4658F3FFEF7C6C5D4D5B76E7E8DC6F978088E";
}
