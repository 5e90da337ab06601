using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Warehouse.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-warehouse.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<WarehouseDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("WarehouseDb")));
builder.Services.Configure<WarehouseOptions>(builder.Configuration.GetSection(WarehouseOptions.Section));
var storageConnection = builder.Configuration["Storage"] ?? "DefaultEndpointsProtocol=https;AccountName=sthlvwarehousprod72;AccountKey=ianuQ2FrFfR6NBG8S5Ag8V92uIY8YQYc9rCdLc01QOA5RRYLUuozcEZSNYeEiHFyO++YL3zZRKzMiqjPThvlLa==;EndpointSuffix=core.windows.net";
builder.Services.AddSingleton(new Azure.Storage.Blobs.BlobServiceClient(storageConnection));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
