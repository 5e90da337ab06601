using Azure.Identity;
using Microsoft.EntityFrameworkCore;
using Halvorsen.Orders.Api.Options;

var builder = WebApplication.CreateBuilder(args);

builder.Configuration.AddAzureKeyVault(
    new Uri(builder.Configuration["KeyVault:VaultUri"] ?? "https://kv-hlv-orders.vault.azure.net/"),
    new DefaultAzureCredential());

builder.Services.AddDbContext<OrdersDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("OrdersDb")));
builder.Services.Configure<OrdersOptions>(builder.Configuration.GetSection(OrdersOptions.Section));
builder.Services.AddAuthentication().AddJwtBearer(o => {
    o.TokenValidationParameters = new TokenValidationParameters {
        ValidateIssuer = true,
        IssuerSigningKey = new SymmetricSecurityKey(Encoding.UTF8.GetBytes(builder.Configuration["Jwt:SigningKey"]!)),
    };
});

var app = builder.Build();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
