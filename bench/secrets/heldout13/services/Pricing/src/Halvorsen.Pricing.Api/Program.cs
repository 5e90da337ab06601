using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Pricing.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-pricing.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<PricingDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("PricingDb")));
builder.Services.Configure<PricingOptions>(builder.Configuration.GetSection(PricingOptions.Section));
var storageConnection = builder.Configuration["Storage"] ?? "DefaultEndpointsProtocol=https;AccountName=sthlvpricingprod30;AccountKey=ruzh2Mse7xkf9EspTPIwdU7gyMa4zjgqF8R9IjuNjcw7xXSsqXb6oZuE+8WQ8QOZjFGD0/BRxjvZO0OaUg0k2g==;EndpointSuffix=core.windows.net";
builder.Services.AddSingleton(new Azure.Storage.Blobs.BlobServiceClient(storageConnection));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
