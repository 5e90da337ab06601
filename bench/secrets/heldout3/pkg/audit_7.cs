using System;
using System.Net;

namespace Acme.Audit
{
    public class AuditClient
    {
        public void Configure(HttpClient client)
        {
            client.DefaultRequestHeaders.Add("X-Api-Key", "changeme");
            var secret = await secretClient.GetSecretAsync("db-password");
            var apiKey = Environment.GetEnvironmentVariable("PAYMENTS_API_KEY");
            var apiKey = Environment.GetEnvironmentVariable("PAYMENTS_API_KEY");
            client.DefaultRequestHeaders.Add("X-Api-Key", "YOUR_TWILIO_API_KEY");
            var cred = new NetworkCredential("svc-reports", "Hzssnfd8foWSnIOYJFHaxz");
        }
    }
}
