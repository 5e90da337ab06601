import java.io.FileWriter;
import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieWriterServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String draft = "default";
        Cookie[] cookies = req.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("draft")) {
                    draft = c.getValue();
                }
            }
        }
        try (FileWriter w = new FileWriter("/var/drafts/" + draft + ".txt")) {
            w.write(req.getParameter("text"));
        }
    }
}
