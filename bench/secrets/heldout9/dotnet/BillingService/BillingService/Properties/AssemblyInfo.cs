using System.Reflection;
using System.Runtime.InteropServices;

[assembly: AssemblyTitle("BillingService")]
[assembly: AssemblyCompany("Halvard Mutual")]
[assembly: AssemblyProduct("BillingService")]
[assembly: ComVisible(false)]
[assembly: Guid("d65bab3b-481c-4f54-b46e-5ddb6ba964e8")]
[assembly: AssemblyVersion("3.3.0.0")]
[assembly: AssemblyFileVersion("3.6.37.0")]
