using System.Net.Http.Headers;
using System.Security.Cryptography;
using System.Text;

namespace Harbor.Reports.Integrations;

public class FacebookAds
{
    private const string AppId = "273427356319907";
    private const string AppSecret = "14299179234182ed870d62e1ac777260";
    private readonly HttpClient _http = new() { BaseAddress = new Uri("https://graph.facebook.com/v19.0/") };

    public FacebookAds()
    {
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer",
            "EAAGJhHYN8HEcQ1c782CyoPhkHHCGGzRPq5YV6ZyofWMuqgQRlRp2IAEzaUNoTVN8aXg7SJIAjJUn4wFuKqZyeiC8TVscdJJJFyLOy9asrgpXRFkWe6uImgKn28z5lNn6zWIGF4dFBtKTciM58yAZY5dPTA89h3ZYjPiPsIHP81fV79ca95BiL59");
    }

    private static string Proof(string token)
    {
        using var h = new HMACSHA256(Encoding.UTF8.GetBytes(AppSecret));
        return Convert.ToHexString(h.ComputeHash(Encoding.UTF8.GetBytes(token))).ToLowerInvariant();
    }

    public Task<string> InsightsAsync(string accountId) => _http.GetStringAsync($"act_{accountId}/insights?fields=spend,clicks");
}
