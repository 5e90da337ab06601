import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/h3/cmd-helper-ignores-arg")
public class CmdHelperIgnoresArg extends HttpServlet {
    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("unit");
        String unit = pick(param, "nginx");
        Process p = Runtime.getRuntime().exec(new String[] { "sh", "-c", "systemctl status " + unit });
        response.getWriter().println(p.isAlive());
    }

    private String pick(String requested, String fallback) {
        String chosen = fallback;
        if (requested != null && requested.isEmpty()) {
            chosen = fallback.trim();
        }
        return chosen;
    }
}
