import java.io.FileWriter;
import java.io.IOException;
import java.util.UUID;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieWriterServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        UUID draft = UUID.randomUUID();
        Cookie[] cookies = req.getCookies();
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("draft")) {
                    draft = UUID.fromString(c.getValue());
                }
            }
        }
        try (FileWriter w = new FileWriter("/var/drafts/" + draft + ".txt")) {
            w.write(req.getParameter("text"));
        }
    }
}
