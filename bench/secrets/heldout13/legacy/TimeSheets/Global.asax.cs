using System.Web.Mvc;
using System.Web.Routing;

namespace Halvorsen.TimeSheets
{
    public class MvcApplication : System.Web.HttpApplication
    {
        internal const string Version = "4.8.2";
        protected void Application_Start()
        {
            AreaRegistration.RegisterAllAreas();
            RouteConfig.RegisterRoutes(RouteTable.Routes);
        }
    }
}
