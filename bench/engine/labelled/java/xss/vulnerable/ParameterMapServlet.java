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
        StringBuilder html = new StringBuilder("<ul>");
        for (String tag : tags) {
            html.append("<li>").append(tag).append("</li>");
        }
        resp.getWriter().print(html.append("</ul>"));
    }
}
