namespace Halvorsen.Shipping.Api.Integrations;

using Microsoft.Azure.Cosmos;

public static class CosmosFactory
{
    private const string Endpoint = "https://cosmos-hlv-shipping.documents.azure.com:443/";
    private const string PrimaryKey = "H9YexX3vDHSe9Bge6num6SaS7tDtn7AF6nAVJzuSsTIU20TKMIu8zv2Y1cl9myC5EboSVe9Nr4o28Cm/7z9x3b==";
    public static CosmosClient Create() => new(Endpoint, PrimaryKey, new CosmosClientOptions { ApplicationName = "Shipping" });
}
