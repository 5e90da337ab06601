using System.Net.Http.Headers;
using System.Text;

namespace Halvorsen.Common.Http;

public class BasicAuthHandler : DelegatingHandler
{
    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
    {
        var raw = Encoding.ASCII.GetBytes("erp_integration:thistle-lynx-raven-75");
        request.Headers.Authorization = new AuthenticationHeaderValue("Basic", Convert.ToBase64String(raw));
        return base.SendAsync(request, ct);
    }
}
