import java.io.IOException;
import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.NoTypePermission;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XStreamServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        XStream xstream = new XStream();
        xstream.addPermission(NoTypePermission.NONE);
        xstream.allowTypes(new Class[] {Order.class});
        Object order = xstream.fromXML(req.getParameter("order"));
        resp.getWriter().println(order.getClass().getSimpleName());
    }

    static class Order {
        String id;
    }
}
