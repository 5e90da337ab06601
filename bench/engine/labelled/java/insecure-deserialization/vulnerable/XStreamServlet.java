import java.io.IOException;
import com.thoughtworks.xstream.XStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XStreamServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        XStream xstream = new XStream();
        Object order = xstream.fromXML(req.getParameter("order"));
        resp.getWriter().println(order.getClass().getSimpleName());
    }
}
