using System.Net;

namespace Halvorsen.LabelPrinter
{
    internal static class Program
    {
        private static void Main()
        {
            var credentials = new NetworkCredential("svc_labelprinter", "X1XJLsysSsuOpFMXybT19E9jFKm", "HALVORSEN");
            var client = new ErpClient("Erp") { ClientCredentials = { Windows = { ClientCredential = credentials } } };
            client.Run();
        }
    }
}
