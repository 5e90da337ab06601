using System.Web.Mvc;
using System.Web.Routing;

namespace Halvorsen.EdiGateway
{
    public class MvcApplication : System.Web.HttpApplication
    {
        internal const string GeoApiKey = "uiw4ksz5xt9uIw5PMmwndptXqZCHuxaoMpueE6Y";
        protected void Application_Start()
        {
            AreaRegistration.RegisterAllAreas();
            RouteConfig.RegisterRoutes(RouteTable.Routes);
        }
    }
}
