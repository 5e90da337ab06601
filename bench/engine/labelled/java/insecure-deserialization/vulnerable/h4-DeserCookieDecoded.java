import javax.servlet.http.Cookie;
import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.util.Base64;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/deser-cookie-decoded")
public class DeserCookieDecoded extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String blob = null;
            for (Cookie c : request.getCookies()) {
                if (c.getName().equals("cart")) {
                    blob = c.getValue();
                }
            }
            if (blob == null) {
                response.sendError(400);
                return;
            }
            byte[] raw = Base64.getUrlDecoder().decode(blob);
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(raw))) {
                Object cart = in.readObject();
                response.getWriter().println(cart.getClass().getSimpleName());
            }
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
