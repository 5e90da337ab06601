import java.io.IOException;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class ParameterMapServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<String, String[]> params = req.getParameterMap();
        String[] tags = params.get("tag");
        resp.setContentType("text/html");
        resp.getWriter().print("<p>" + (tags == null ? 0 : tags.length) + " tags selected</p>");
    }
}
