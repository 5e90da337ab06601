import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cmd-env-const-args")
public class CmdEnvConstArgs extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String lang = request.getHeader("Accept-Language");
            String[] env = { "LANG=C", "PATH=/usr/bin" };
            String[] args = { "/usr/bin/locale", "-a" };
            Process p = Runtime.getRuntime().exec(args, env);
            response.getWriter().println(p.waitFor() + " " + (lang == null ? 0 : lang.length()));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
