using Microsoft.EntityFrameworkCore;
using Heron.Portal.Data;
using Stripe;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddDbContext<PortalDb>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("Default")));
builder.Services.AddStackExchangeRedisCache(o => o.Configuration = builder.Configuration.GetConnectionString("Redis"));

StripeConfiguration.ApiKey = "sk_live_eAxnfXMBCxYxUIdQPviyJXlJ";

var app = builder.Build();
app.MapGet("/healthz", () => Results.Ok());
app.Run();
