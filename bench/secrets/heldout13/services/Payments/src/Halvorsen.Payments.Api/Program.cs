using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Payments.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-payments.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<PaymentsDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("PaymentsDb")));
builder.Services.Configure<PaymentsOptions>(builder.Configuration.GetSection(PaymentsOptions.Section));
var storageConnection = builder.Configuration["Storage"] ?? "DefaultEndpointsProtocol=https;AccountName=sthlvpaymentsprod38;AccountKey=KIChsV4lEObTbtS5wUJzfxCv1bTYFna0QSGGaDg3G9gDqzc+lACaaAOiRmkqPtkrffioKuDHF/sN/5iZqvErEN==;EndpointSuffix=core.windows.net";
builder.Services.AddSingleton(new Azure.Storage.Blobs.BlobServiceClient(storageConnection));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
