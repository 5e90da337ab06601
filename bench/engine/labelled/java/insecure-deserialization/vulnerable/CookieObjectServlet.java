import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.util.Base64;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieObjectServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        for (Cookie c : req.getCookies()) {
            if ("cart".equals(c.getName())) {
                byte[] raw = Base64.getDecoder().decode(c.getValue());
                try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
                    resp.getWriter().println(in.readObject().hashCode());
                } catch (ClassNotFoundException e) {
                    resp.sendError(400);
                }
            }
        }
    }
}
