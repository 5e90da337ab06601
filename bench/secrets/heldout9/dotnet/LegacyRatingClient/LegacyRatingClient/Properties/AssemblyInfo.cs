using System.Reflection;
using System.Runtime.InteropServices;

[assembly: AssemblyTitle("LegacyRatingClient")]
[assembly: AssemblyCompany("Halvard Mutual")]
[assembly: AssemblyProduct("LegacyRatingClient")]
[assembly: ComVisible(false)]
[assembly: Guid("632da5cc-3ac9-4b44-ab39-74d9958ff01f")]
[assembly: AssemblyVersion("3.0.0.0")]
[assembly: AssemblyFileVersion("3.1.3.0")]
