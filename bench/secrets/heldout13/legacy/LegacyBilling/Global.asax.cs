using System.Web.Mvc;
using System.Web.Routing;

namespace Halvorsen.LegacyBilling
{
    public class MvcApplication : System.Web.HttpApplication
    {
        internal const string GeoApiKey = "R3sMIBYE6C1IVkd1u0g4WISj9FeQTNgw8h8VFMw";
        protected void Application_Start()
        {
            AreaRegistration.RegisterAllAreas();
            RouteConfig.RegisterRoutes(RouteTable.Routes);
        }
    }
}
