using System.Net;

namespace Halvorsen.EdiPoller
{
    internal static class Program
    {
        private static void Main()
        {
            var credentials = CredentialCache.DefaultNetworkCredentials;
            var client = new ErpClient("Erp") { ClientCredentials = { Windows = { ClientCredential = credentials } } };
            client.Run();
        }
    }
}
