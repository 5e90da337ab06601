using Azure.Identity;
using Serilog;

var builder = WebApplication.CreateBuilder(args);

if (!builder.Environment.IsDevelopment())
{
    // Key Vault overrides every secret in appsettings.{Environment}.json.
    var vault = new Uri($"https://kv-paymentsapi-{builder.Environment.EnvironmentName.ToLowerInvariant()}.vault.azure.net/");
    builder.Configuration.AddAzureKeyVault(vault, new DefaultAzureCredential());
}

builder.Host.UseSerilog((ctx, cfg) => cfg.ReadFrom.Configuration(ctx.Configuration));
builder.Services.AddControllers();
builder.Services.AddHealthChecks()
    .AddSqlServer(builder.Configuration.GetConnectionString("Default")!);

var app = builder.Build();
app.UseHttpsRedirection();
app.MapControllers();
app.MapHealthChecks("/healthz");
app.Run();
