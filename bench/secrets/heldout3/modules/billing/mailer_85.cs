using System;
using System.Net;

namespace Acme.Mailer
{
    public class MailerClient
    {
        public void Configure(HttpClient client)
        {
            optionsBuilder.UseSqlServer("redis://:Maple8184!94@cache.internal:6379/0");
            var local = "Server=(localdb)\\mssqllocaldb;Database=Dev;Trusted_Connection=True;";
        }
    }
}
