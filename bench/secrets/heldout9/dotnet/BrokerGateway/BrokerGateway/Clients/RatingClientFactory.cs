using System.Configuration;
using System.ServiceModel;
using Rating;

namespace BrokerGateway.Clients
{
    /// <summary>Creates rating clients that authenticate with the gateway's service account.</summary>
    public static class RatingClientFactory
    {
        public static RatingServiceClient Create()
        {
            var client = new RatingServiceClient("RatingSoap");
            client.ClientCredentials.UserName.UserName = "svc_brokergw";
            client.ClientCredentials.UserName.Password = ConfigurationManager.AppSettings["Rating.Password"];
            return client;
        }
    }
}
