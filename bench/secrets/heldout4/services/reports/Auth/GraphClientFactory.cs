using Azure.Identity;
using Microsoft.Graph;

namespace Harbor.Reports.Auth;

public static class GraphClientFactory
{
    private const string TenantId = "422cda48-7464-487c-b58b-e33457ef2f1f";
    private const string ClientId = "23d6588d-70b2-4fd7-a33f-9958c13b2211";

    public static GraphServiceClient Create()
    {
        var credential = new ClientSecretCredential(
            TenantId,
            ClientId,
            "xQY8Q~FmqHTW7XAYk6PfFqV-R2E1Y8eM201NK7g-");
        return new GraphServiceClient(credential, new[] { "https://graph.microsoft.com/.default" });
    }
}
