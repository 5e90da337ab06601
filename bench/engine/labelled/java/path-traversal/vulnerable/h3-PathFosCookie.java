import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/path-fos-cookie")
public class PathFosCookie extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String draft = "draft.txt";
        javax.servlet.http.Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (javax.servlet.http.Cookie c : cookies) {
                if ("draft".equals(c.getName())) {
                    draft = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                }
            }
        }
        java.io.File out = new java.io.File("/srv/drafts/", draft);
        try (java.io.FileOutputStream fos = new java.io.FileOutputStream(out, true)) {
            fos.write("saved\n".getBytes());
        }
        response.getWriter().println("ok");
    }
}
