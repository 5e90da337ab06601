import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class CookieLoopExecServlet extends HttpServlet {
    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        Cookie[] cookies = request.getCookies();
        String param = "none";
        if (cookies != null) {
            for (Cookie c : cookies) {
                if (c.getName().equals("folder")) {
                    param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");
                    break;
                }
            }
        }
        String bar = Shell.prefix() + param;
        Process p = Runtime.getRuntime().exec(bar);
        response.getWriter().println(p.isAlive());
    }
}

final class Shell {
    private Shell() {}

    static String prefix() {
        return System.getProperty("os.name").contains("Windows") ? "cmd.exe /c dir " : "ls -la ";
    }
}
