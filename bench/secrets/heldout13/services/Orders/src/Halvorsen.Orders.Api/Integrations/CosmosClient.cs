namespace Halvorsen.Orders.Api.Integrations;

using Microsoft.Azure.Cosmos;

public static class CosmosFactory
{
    private const string Endpoint = "https://cosmos-hlv-orders.documents.azure.com:443/";
    private const string PrimaryKey = "OBzzep5NZ9fzOF7Jqf5bgng1JlOgsQpFU81NhRBy555PNEXBcXU1kRml5aqfsOaVpniNrhOJFOKJgtC63+NA0p==";
    public static CosmosClient Create() => new(Endpoint, PrimaryKey, new CosmosClientOptions { ApplicationName = "Orders" });
}
