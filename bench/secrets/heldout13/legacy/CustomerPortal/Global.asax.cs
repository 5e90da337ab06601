using System.Web.Mvc;
using System.Web.Routing;

namespace Halvorsen.CustomerPortal
{
    public class MvcApplication : System.Web.HttpApplication
    {
        internal const string GeoApiKey = "emDHQ4rmTDIcSDPXZb5SGQZHHkbQxXWlWF9gThx";
        protected void Application_Start()
        {
            AreaRegistration.RegisterAllAreas();
            RouteConfig.RegisterRoutes(RouteTable.Routes);
        }
    }
}
