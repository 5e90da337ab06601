using System.Net.Http.Headers;

namespace Halvorsen.Common.Http;

public class PartnerClient(HttpClient http)
{
    public async Task<string> GetAsync(string path)
    {
        http.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", "fddacb3bcee6116a5c5d7d8ce1af66bb");
        http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJhdWQiOiJhcGk6Ly9wYXJ0bmVyIiwiaXNzIjoiaHR0cHM6Ly9zdHMud2luZG93cy5uZXQvOTI3ZWExYTctNmZiMy00OTQ1LTliODAtNjBkYjIzMGQyZjNjLyIsImFwcGlkIjoiN2IxYTFlMDktMzU5Ni00MzIzLWFjZmItMGE2M2RmY2NkYmNiIiwiZXhwIjoxODkzNDU2MDAwfQ.B9TdLKQXe8XePZOe8VRvGMCtLBmHv9VTV51mU2bmvWSIk_2ZLxomnYaoO5uXNwZ6RTLFV5hqGfEuYC_Wr1Yk1e");
        return await http.GetStringAsync(path);
    }
}
