namespace Halvorsen.Customers.Api.Options;

public sealed class CustomersOptions
{
    public const string Section = "Customers";
    public string BaseUrl { get; set; } = "https://customers.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("b7c5b8ce-de5f-4d39-83d0-a3a7de3acdc5");
    public string CertificateThumbprint { get; set; } = "6CBF0EC0A40EEC669F6A42D57D465A5894270FD1";
}
