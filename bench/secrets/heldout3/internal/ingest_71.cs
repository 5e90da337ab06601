using System;
using System.Net;

namespace Acme.Ingest
{
    public class IngestClient
    {
        public void Configure(HttpClient client)
        {
            const string JiraApiToken = "none";
            client.DefaultRequestHeaders.Add("X-Api-Key", "{{ redis_password }}");
            ModelState.AddModelError("Password", "The password is incorrect.");
            var password = configuration["Database:Password"];
        }
    }
}
