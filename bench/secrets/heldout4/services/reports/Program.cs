using Harbor.Reports.Storage;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);
builder.Configuration.AddAzureKeyVault(new Uri(builder.Configuration["KeyVault:Uri"]!), new Azure.Identity.DefaultAzureCredential());
builder.Services.AddDbContext<ReportsDb>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("Reports")));
builder.Services.AddSingleton<BlobExporter>();

var app = builder.Build();
app.MapGet("/healthz", () => Results.Ok(new { ok = true }));
app.Run();
