using System.Reflection;
using System.Runtime.InteropServices;

[assembly: AssemblyTitle("PrintSpooler")]
[assembly: AssemblyCompany("Halvard Mutual")]
[assembly: AssemblyProduct("PrintSpooler")]
[assembly: ComVisible(false)]
[assembly: Guid("93d4e9a1-25a4-447f-9e1d-4e8ad69cda3f")]
[assembly: AssemblyVersion("3.8.0.0")]
[assembly: AssemblyFileVersion("3.0.36.0")]
