using System.Reflection;
using System.Runtime.InteropServices;

[assembly: AssemblyTitle("BatchImporter")]
[assembly: AssemblyCompany("Halvard Mutual")]
[assembly: AssemblyProduct("BatchImporter")]
[assembly: ComVisible(false)]
[assembly: Guid("39b39cc3-7398-4022-bc59-5141a36453c1")]
[assembly: AssemblyVersion("3.8.0.0")]
[assembly: AssemblyFileVersion("3.4.18.0")]
