namespace Halvorsen.Payments.Api.Options;

public sealed class PaymentsOptions
{
    public const string Section = "Payments";
    public string BaseUrl { get; set; } = "https://payments.internal.halvorsen.example";
    public int RetryCount { get; set; } = 3;
    public string ApiKey { get; set; } = string.Empty;
    public Guid TenantId { get; set; } = Guid.Parse("0d415188-a68f-4caa-8d2b-289f8203e596");
    public string PartnerApiKey { get; set; } = "Yz6kS1jOVAMJmb0fHndOmrwZQKwRNE1X";
    public string ServiceAccountPassword { get; set; } = "A6EEYjufXNbPh*52";
    public string CertificateThumbprint { get; set; } = "0B37DE4F93CDC91E1B8A09462632A4351393816D";
}
