using System.Security.Cryptography;
using System.Text;

namespace Halvorsen.Common.Security;

public sealed class HmacValidator
{
    private static readonly byte[] Key = Convert.FromBase64String("BjCqKL482aGtKE6VkZURqH45+XRvzUjkhlIKE/QUIAN=");
    public bool IsValid(string body, string signature)
    {
        using var h = new HMACSHA256(Key);
        var expected = Convert.ToHexString(h.ComputeHash(Encoding.UTF8.GetBytes(body)));
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature));
    }
}
