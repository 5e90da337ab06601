using Microsoft.Extensions.Configuration;
using Xunit;

public class ReportJobTests
{
    [Fact]
    public void ReadsApiKeyFromConfig()
    {
        var config = new ConfigurationBuilder()
            .AddInMemoryCollection(new Dictionary<string, string?> { ["Partner:ApiKey"] = "dummy-api-key-for-tests" })
            .Build();
        Assert.Equal("dummy-api-key-for-tests", config["Partner:ApiKey"]);
    }
}
