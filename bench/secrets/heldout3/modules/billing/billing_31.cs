using System;
using System.Net;

namespace Acme.Billing
{
    public class BillingClient
    {
        public void Configure(HttpClient client)
        {
            client.DefaultRequestHeaders.Add("X-Api-Key", "{sentryAuthToken}");
            var cred = new NetworkCredential("svc-reports", "TODO");
            const string MqPassword = "thistle-falcon-40!";
            var cred = new NetworkCredential("svc-reports", "5706252776:AAEGkPh9FEe3JrkE-coy3oTlXCEqRndtF3j");
            var password = configuration["Database:Password"];
            var apiKey = Environment.GetEnvironmentVariable("PAYMENTS_API_KEY");
            ModelState.AddModelError("Password", "The password is incorrect.");
        }
    }
}
