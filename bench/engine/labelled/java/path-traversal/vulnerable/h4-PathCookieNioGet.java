import javax.servlet.http.Cookie;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/path-cookie-nio-get")
public class PathCookieNioGet extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String file = "default.css";
            Cookie[] cookies = request.getCookies();
            if (cookies != null) {
                for (Cookie c : cookies) {
                    if (c.getName().equals("skin")) file = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                }
            }
            Path p = Paths.get("/srv/skins", file);
            response.getOutputStream().write(Files.readAllBytes(p));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
