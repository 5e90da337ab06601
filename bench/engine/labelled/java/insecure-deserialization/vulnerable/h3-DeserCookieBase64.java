import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;

@WebServlet("/h3/deser-cookie-base64")
public class DeserCookieBase64 extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String blob = null;
        javax.servlet.http.Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (javax.servlet.http.Cookie c : cookies) {
                if ("prefs".equals(c.getName())) blob = c.getValue();
            }
        }
        if (blob == null) {
            response.getWriter().println("no prefs");
            return;
        }
        byte[] raw = java.util.Base64.getUrlDecoder().decode(blob);
        try {
            Object prefs = restore(raw);
            response.getWriter().println(prefs != null);
        } catch (ClassNotFoundException e) {
            response.sendError(400);
        }
    }

    private Object restore(byte[] raw) throws IOException, ClassNotFoundException {
        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw));
        return in.readObject();
    }
}
