using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Identity.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-identity.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<IdentityDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("IdentityDb")));
builder.Services.Configure<IdentityOptions>(builder.Configuration.GetSection(IdentityOptions.Section));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
