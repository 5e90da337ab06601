import java.io.FileInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieObjectServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try (ObjectInputStream in = new ObjectInputStream(new FileInputStream("/var/lib/app/catalog.ser"))) {
            Object catalog = in.readObject();
            resp.getWriter().println(catalog.hashCode() + ":" + req.getParameter("page").length());
        } catch (ClassNotFoundException e) {
            resp.sendError(500);
        }
    }
}
