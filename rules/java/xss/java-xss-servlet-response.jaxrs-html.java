package fixtures.xss.jaxrshtml;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;
import org.springframework.web.util.HtmlUtils;

@Path("/cards")
public class CardResource {

    @GET
    @Path("/raw")
    @Produces(MediaType.TEXT_HTML)
    public String raw(@QueryParam("no") String no) {
        // ruleid: java-xss-servlet-response
        return "<div class=\"card\">No card numbered " + no + "</div>";
    }

    @GET
    @Path("/literal")
    @Produces("text/html; charset=UTF-8")
    public String literal(@QueryParam("no") String no) {
        // ruleid: java-xss-servlet-response
        return "<p>" + no + "</p>";
    }

    @GET
    @Path("/escaped")
    @Produces(MediaType.TEXT_HTML)
    public String escaped(@QueryParam("no") String no) {
        // ok: java-xss-servlet-response
        return "<div class=\"card\">" + HtmlUtils.htmlEscape(no) + "</div>";
    }

    @GET
    @Path("/json")
    @Produces(MediaType.APPLICATION_JSON)
    public String json(@QueryParam("no") String no) {
        // ok: java-xss-servlet-response
        return "{\"no\":\"" + no + "\"}";
    }

    @GET
    @Path("/text")
    @Produces(MediaType.TEXT_PLAIN)
    public String text(@QueryParam("no") String no) {
        // ok: java-xss-servlet-response
        return "card " + no;
    }
}
