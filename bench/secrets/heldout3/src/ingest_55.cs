using System;
using System.Net;

namespace Acme.Ingest
{
    public class IngestClient
    {
        public void Configure(HttpClient client)
        {
            var opts = new ClientOptions
            {
                ShopifyToken = "changeme",
            };
            client.DefaultRequestHeaders.Add("X-Api-Key", "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX");
            var tenantId = Guid.Parse("c14ca631-7718-4c92-805d-e9bd922e85fc");
            var secret = await secretClient.GetSecretAsync("db-password");
        }
    }
}
