namespace Halvorsen.Notifications.Api.Integrations;

using Microsoft.Azure.Cosmos;

public static class CosmosFactory
{
    private const string Endpoint = "https://cosmos-hlv-notifications.documents.azure.com:443/";
    private static readonly string PrimaryKey = Environment.GetEnvironmentVariable("COSMOS_KEY")!;
    public static CosmosClient Create() => new(Endpoint, PrimaryKey, new CosmosClientOptions { ApplicationName = "Notifications" });
}
