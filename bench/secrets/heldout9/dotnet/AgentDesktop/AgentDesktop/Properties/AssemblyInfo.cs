using System.Reflection;
using System.Runtime.InteropServices;

[assembly: AssemblyTitle("AgentDesktop")]
[assembly: AssemblyCompany("Halvard Mutual")]
[assembly: AssemblyProduct("AgentDesktop")]
[assembly: ComVisible(false)]
[assembly: Guid("ec901767-800e-407e-b6dd-8fe9a6d5ec7a")]
[assembly: AssemblyVersion("3.6.0.0")]
[assembly: AssemblyFileVersion("3.0.0.0")]
