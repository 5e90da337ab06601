using System.Net;

namespace Halvorsen.FtpSync
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
