using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Catalog.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-catalog.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<CatalogDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("CatalogDb")));
builder.Services.Configure<CatalogOptions>(builder.Configuration.GetSection(CatalogOptions.Section));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
