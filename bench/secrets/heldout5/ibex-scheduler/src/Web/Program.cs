using Azure.Identity;
using Azure.Security.KeyVault.Secrets;

var builder = WebApplication.CreateBuilder(args);
builder.Configuration.AddAzureKeyVault(new Uri("https://ibex-kv.vault.azure.net/"), new DefaultAzureCredential());
var stripeKey = builder.Configuration["Stripe:SecretKey"] ?? throw new InvalidOperationException("Stripe:SecretKey missing");
var twilioToken = Environment.GetEnvironmentVariable("TWILIO_AUTH_TOKEN");
var app = builder.Build();
app.Run();
