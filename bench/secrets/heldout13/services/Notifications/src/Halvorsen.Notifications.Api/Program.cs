using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Notifications.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-notifications.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<NotificationsDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("NotificationsDb")));
builder.Services.Configure<NotificationsOptions>(builder.Configuration.GetSection(NotificationsOptions.Section));

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
