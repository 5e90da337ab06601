namespace Halvorsen.Notifications.Api.Options;

public sealed class NotificationsOptions
{
    public const string Section = "Notifications";
    public string BaseUrl { get; set; } = "https://notifications.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("a7b1a46e-f54c-4721-959c-b4c1ccbcae10");
    public string CertificateThumbprint { get; set; } = "879B1F898CE7EE0FF90D7BB066CFCAA5A0B3EF98";
}
