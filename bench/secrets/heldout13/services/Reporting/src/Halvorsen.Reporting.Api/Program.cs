using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Reporting.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-reporting.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<ReportingDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("ReportingDb")));
builder.Services.Configure<ReportingOptions>(builder.Configuration.GetSection(ReportingOptions.Section));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
