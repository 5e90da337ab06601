import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h4/cmd-env-array-header")
public class CmdEnvArrayHeader extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        try {
            String lang = request.getHeader("Accept-Language");
            if (lang == null) lang = "en";
            String[] env = { "LANG=" + lang, "PATH=/usr/bin" };
            Runtime r = Runtime.getRuntime();
            Process p = r.exec("/usr/bin/locale", env);
            p.waitFor();
            response.getWriter().println(p.exitValue());
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
