using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Inventory.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-inventory.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<InventoryDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("InventoryDb")));
builder.Services.Configure<InventoryOptions>(builder.Configuration.GetSection(InventoryOptions.Section));
var storageConnection = builder.Configuration["Storage"] ?? "DefaultEndpointsProtocol=https;AccountName=sthlvinventorprod24;AccountKey=q7WASsJEB5F4jBHLoLhLn6h9oigrOp2SQoMcYrXBZs4OO3OThmwzeeUpTTHmamDHLtXJs8tIlnEZoNefbXjEsA==;EndpointSuffix=core.windows.net";
builder.Services.AddSingleton(new Azure.Storage.Blobs.BlobServiceClient(storageConnection));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
