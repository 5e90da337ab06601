import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cmd-environment")
public class CmdEnvironment extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String lang = "";
        javax.servlet.http.Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (javax.servlet.http.Cookie c : cookies) {
                if (c.getName().equals("lang")) lang = c.getValue();
            }
        }
        String[] cmd = { "/usr/bin/locale" };
        String[] env = { "LANG=" + lang, "PATH=/usr/bin" };
        Process proc = Runtime.getRuntime().exec(cmd, env);
        response.getWriter().println(proc.isAlive());
    }
}
