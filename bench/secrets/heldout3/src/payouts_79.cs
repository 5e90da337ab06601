using System;
using System.Net;

namespace Acme.Payouts
{
    public class PayoutsClient
    {
        public void Configure(HttpClient client)
        {
            ModelState.AddModelError("Password", "The password is incorrect.");
            var secret = await secretClient.GetSecretAsync("db-password");
            const string DatadogApiKey = "TODO";
            var opts = new ClientOptions
            {
                MqPassword = "lantern-harbor-92?",
            };
            const string PypiToken = "pypi-AgEIcHlwaS5vcmcw0YQ91XB01YTBthKveuiRG-bguWfFFWSXCktkBEpLVdddwgjos7D_yF6dViv";
        }
    }
}
