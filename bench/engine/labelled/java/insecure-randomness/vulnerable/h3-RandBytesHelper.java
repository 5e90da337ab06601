import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/rand-bytes-helper")
public class RandBytesHelper extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private static final java.util.Random RNG = new java.util.Random();

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String id = newId();
        Cookie c = new Cookie("deviceId", id);
        c.setSecure(true);
        c.setHttpOnly(true);
        response.addCookie(c);
        response.getWriter().println("device registered");
    }

    private String newId() {
        byte[] bytes = new byte[16];
        RNG.nextBytes(bytes);
        return java.util.Base64.getEncoder().encodeToString(bytes);
    }
}
