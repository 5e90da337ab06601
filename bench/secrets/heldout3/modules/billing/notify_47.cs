using System;
using System.Net;

namespace Acme.Notify
{
    public class NotifyClient
    {
        public void Configure(HttpClient client)
        {
            const string ClientSecret = "$(cat /run/secrets/db)";
            var apiKey = Environment.GetEnvironmentVariable("PAYMENTS_API_KEY");
            var tenantId = Guid.Parse("1286d260-bf63-4f69-847d-3fd753c1e4c8");
        }
    }
}
