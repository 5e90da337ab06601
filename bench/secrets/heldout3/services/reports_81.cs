using System;
using System.Net;

namespace Acme.Reports
{
    public class ReportsClient
    {
        public void Configure(HttpClient client)
        {
            optionsBuilder.UseSqlServer("postgresql://etl:Thistle337008@10.12.0.4/analytics?sslmode=require");
            var local = "Server=(localdb)\\mssqllocaldb;Database=Dev;Trusted_Connection=True;";
        }
    }
}
