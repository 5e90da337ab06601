using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Billing.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-billing.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<BillingDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("BillingDb")));
builder.Services.Configure<BillingOptions>(builder.Configuration.GetSection(BillingOptions.Section));
builder.Services.AddAuthentication().AddJwtBearer(o => {
    o.TokenValidationParameters = new TokenValidationParameters {
        ValidateIssuer = true,
        IssuerSigningKey = new SymmetricSecurityKey(Encoding.UTF8.GetBytes("iVpRejWVvYC79vB9CVHePHYShhCwGoTj6bZCiCVO6biPpye8RnOPoOiz3RK+I6/U")),
    };
});

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
