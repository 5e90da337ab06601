namespace Halvorsen.Reporting.Api.Options;

public sealed class ReportingOptions
{
    public const string Section = "Reporting";
    public string BaseUrl { get; set; } = "https://reporting.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("f5d647f0-b431-48fb-b3f5-339365a0c1f4");
    public string CertificateThumbprint { get; set; } = "4C09DC71CD00846C976AC585A38E5F87709FAF9F";
}
