using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Customers.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-customers.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<CustomersDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("CustomersDb")));
builder.Services.Configure<CustomersOptions>(builder.Configuration.GetSection(CustomersOptions.Section));
var storageConnection = builder.Configuration["Storage"] ?? "UseDevelopmentStorage=true";
builder.Services.AddSingleton(new Azure.Storage.Blobs.BlobServiceClient(storageConnection));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
