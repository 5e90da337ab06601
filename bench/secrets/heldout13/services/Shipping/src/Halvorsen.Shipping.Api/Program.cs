using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Shipping.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-shipping.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<ShippingDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("ShippingDb")));
builder.Services.Configure<ShippingOptions>(builder.Configuration.GetSection(ShippingOptions.Section));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
