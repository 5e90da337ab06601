using Xunit;
using Microsoft.Extensions.Options;

namespace Halvorsen.Reporting.Tests;

public class ReportingServiceTests
{
    private const string TestConnection = "Server=(localdb)\\MSSQLLocalDB;Database=ReportingTests;User Id=sa;Password=Passw0rd!;";
    private const string FakeSigningKey = "ThisIsADummyKeyForTestsOnly1234567890";
    private const string FakeStripeKey = "sk_test_xxxxxxxxxxxxxxxxxxxxxxxx";
    private static readonly string StorageKey = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

    [Fact]
    public void Rejects_expired_tokens()
    {
        var options = Options.Create(new ReportingOptions { ApiKey = "test-api-key", BaseUrl = "https://localhost" });
        var sut = new TokenValidator(options, FakeSigningKey);
        Assert.False(sut.Validate("eyJhbGciOiJIUzI1NiJ9.e30.invalid"));
    }
}
