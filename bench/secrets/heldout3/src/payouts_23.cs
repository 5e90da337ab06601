using System;
using System.Net;

namespace Acme.Payouts
{
    public class PayoutsClient
    {
        public void Configure(HttpClient client)
        {
            var apiKey = Environment.GetEnvironmentVariable("PAYMENTS_API_KEY");
            var apiKey = Environment.GetEnvironmentVariable("PAYMENTS_API_KEY");
            var cred = new NetworkCredential("svc-reports", "ember-lantern-36!");
            var opts = new ClientOptions
            {
                RedisPassword = "your-api-key-here",
            };
            var opts = new ClientOptions
            {
                ClientSecret = "pkHFdCslCRdU9uw4BPXgpnyYPwPBHojb",
            };
        }
    }
}
