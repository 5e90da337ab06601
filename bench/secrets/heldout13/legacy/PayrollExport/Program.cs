using System.Net;

namespace Halvorsen.PayrollExport
{
    internal static class Program
    {
        private static void Main()
        {
            var credentials = new NetworkCredential("svc_payrollexport", "Falcon@Fjord12", "HALVORSEN");
            var client = new ErpClient("Erp") { ClientCredentials = { Windows = { ClientCredential = credentials } } };
            client.Run();
        }
    }
}
